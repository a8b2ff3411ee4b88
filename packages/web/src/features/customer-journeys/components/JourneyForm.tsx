import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, DatePicker, Drawer, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  endpoints,
  journeyBody,
  journeyCategoryDisplays,
  journeyScoreDisplays,
  journeyVisibilities,
  type Journey,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { call } from '../../../app/api/client';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useAppStore } from '../../../app/store/appStore';
import { projectKeys } from '../../projects';
import { useCreateJourney, useUpdateJourney } from '../api/mutations';
import { formFieldErrors, initialValues, toBody, type JourneyValues } from '../lib/form';
import { journeyIcons } from '../lib/icons';
import { StepsField } from './StepsField';

const shape = journeyBody.shape;

/** The attributes of the analyses the steps use (rating fields are picked among them). */
function useStepAttributes(codes: readonly string[]) {
  const results = useQueries({
    queries: codes.map((code) => ({
      queryKey: projectKeys.detail(code),
      queryFn: () => call(endpoints.projectGet, { params: { code } }),
    })),
  });
  const seen = new Map<string, string>();
  for (const r of results) for (const a of r.data?.attributes ?? []) if (!seen.has(a.code)) seen.set(a.code, a.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

interface Props {
  /** Present: edit it; absent: a new journey. */
  journey?: Journey;
  onClose: (saved?: Journey) => void;
}

/**
 * One form for a new journey and for editing one. Fields validate with the server's schema; the server's field errors
 * (name taken, a step without an analysis or a category, a rating field missing…) land on their fields, a step's
 * condition errors on that step's conditions.
 */
export function JourneyForm({ journey, onClose }: Props) {
  const { t } = useTranslation('journeys');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [form] = Form.useForm<JourneyValues>();
  const create = useCreateJourney();
  const update = useUpdateJourney();
  const [problem, setProblem] = useState<string | null>(null);
  const [initial] = useState(() => initialValues(journey, timeZone));
  const steps = Form.useWatch('steps', form) ?? initial.steps;
  const scoreDisplay = Form.useWatch('scoreDisplay', form) ?? initial.scoreDisplay;
  const codes = [
    ...new Set(steps.flatMap((s) => (s?.conditions ?? []).map((c) => c?.projectCode ?? '')).filter((c) => c !== '')),
  ];
  const attributes = useStepAttributes(codes);

  const submit = () => {
    setProblem(null);
    // The whole store, not only the registered fields: a step's id has no field but must go back (drill links keep it).
    const body = toBody(form.getFieldsValue(true) as JourneyValues, timeZone);
    const onError = (e: unknown) => {
      const api = apiErrorOf(e);
      const fields = formFieldErrors(api?.fields ?? [], (f) => messageText(t, f.messageCode, f.message));
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else setProblem(api ? apiErrorText(t, api) : t('form.failed'));
    };
    if (journey) update.mutate({ id: journey.id, body }, { onSuccess: (saved) => onClose(saved), onError });
    else create.mutate(body, { onSuccess: (saved) => onClose(saved), onError });
  };

  return (
    <Drawer
      open
      size="large"
      title={journey ? t('form.editTitle') : t('form.newTitle')}
      onClose={() => onClose()}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => onClose()}>{t('form.cancel')}</Button>
          <Button
            type="primary"
            data-testid="journey-form-submit"
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
          >
            {journey ? t('form.update') : t('form.save')}
          </Button>
        </Space>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="journey-form-error" style={{ marginBottom: 12 }} />}
      <Form<JourneyValues> form={form} layout="vertical" onFinish={submit} initialValues={initial} data-testid="journey-form">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="name" label={t('form.name')} rules={[zodRule(shape.name, t)]}>
              <Input data-testid="journey-form-name" maxLength={100} autoFocus />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="quickFilterTitle" label={t('form.quickFilterTitle')} rules={[zodRule(shape.quickFilterTitle, t)]}>
              <Input data-testid="journey-form-quick-filter" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('form.description')} rules={[zodRule(shape.description, t)]}>
          <Input.TextArea data-testid="journey-form-description" maxLength={1000} rows={2} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="icon" label={t('form.icon')}>
              <Select
                data-testid="journey-form-icon"
                allowClear
                options={Object.entries(journeyIcons).map(([value, icon]) => ({
                  value,
                  label: (
                    <Space>
                      {icon}
                      {t(`icon.${value}`)}
                    </Space>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="visibility" label={t('form.visibility')}>
              <Radio.Group
                data-testid="journey-form-visibility"
                options={journeyVisibilities.map((value) => ({ value, label: t(`visibility.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="range" label={t('form.dateRange')} extra={t('form.dateRangeHelp')}>
              <DatePicker.RangePicker data-testid="journey-form-range" allowEmpty={[true, true]} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="scoreDisplay" label={t('form.scoreDisplay')}>
          <Checkbox.Group
            data-testid="journey-form-scores"
            options={journeyScoreDisplays.map((value) => ({ value, label: t(`score.${value}`) }))}
          />
        </Form.Item>
        <Row gutter={12}>
          {scoreDisplay.includes('NPS') && (
            <Col span={12}>
              <Form.Item name="npsField" label={t('form.npsField')}>
                <Select data-testid="journey-form-nps-field" allowClear options={attributes} />
              </Form.Item>
            </Col>
          )}
          {scoreDisplay.includes('CSAT') && (
            <Col span={12}>
              <Form.Item name="csatField" label={t('form.csatField')}>
                <Select data-testid="journey-form-csat-field" allowClear options={attributes} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="rootCauseLimit" label={t('form.rootCauseLimit')} rules={[zodRule(shape.rootCauseLimit, t)]}>
              <InputNumber min={1} max={50} style={{ width: '100%' }} data-testid="journey-form-root-cause-limit" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="categoryLimit" label={t('form.categoryLimit')} rules={[zodRule(shape.categoryLimit, t)]}>
              <InputNumber min={1} max={50} style={{ width: '100%' }} data-testid="journey-form-category-limit" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="detailCategoryLimit"
              label={t('form.detailCategoryLimit')}
              rules={[zodRule(shape.detailCategoryLimit, t)]}
            >
              <InputNumber min={1} max={50} style={{ width: '100%' }} data-testid="journey-form-detail-limit" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="categoryDisplay" label={t('form.categoryDisplay')}>
              <Select
                data-testid="journey-form-category-display"
                options={journeyCategoryDisplays.map((value) => ({ value, label: t(`categoryDisplay.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <StepsField form={form} />
      </Form>
    </Drawer>
  );
}
