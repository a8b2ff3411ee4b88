import { useState } from 'react';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actorTypes,
  rcaDataTypeFilters,
  rcaDefaults,
  rcaTrendTypes,
  rootCauseAnalysisBody,
  type ProjectDetail,
  type RootCauseAnalysis,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useAppStore } from '../../../app/store/appStore';
import { useCreateAnalysis, useUpdateAnalysis } from '../api/mutations';
import { useCategoryTree, useRcaParameters } from '../api/queries';
import { actorTypeAllowed, formFieldErrors, initialValues, leafTree, toBody, type AnalysisValues } from '../lib/form';

const shape = rootCauseAnalysisBody.shape;

interface Props {
  project: ProjectDetail;
  /** Present: edit it; absent: a new analysis. */
  analysis?: RootCauseAnalysis;
  onClose: () => void;
}

/**
 * One form for a new analysis and for editing one. Fields validate with the server's schema; the server's field
 * errors (name taken, a category that is not a leaf, an actor type without dialogues…) land on their fields.
 */
export function AnalysisForm({ project, analysis, onClose }: Props) {
  const { t } = useTranslation('rootCauses');
  const code = project.code;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [form] = Form.useForm<AnalysisValues>();
  const parameters = useRcaParameters(code);
  const tree = useCategoryTree(code);
  const create = useCreateAnalysis(code);
  const update = useUpdateAnalysis(code);
  const [problem, setProblem] = useState<string | null>(null);
  const categoryModels = project.projectModels.filter((m) => m.senseType === 'CATEGORY');
  const modelCode = Form.useWatch('modelCode', form) ?? categoryModels[0]?.code ?? null;
  const dataTypeFilter = Form.useWatch('dataTypeFilter', form);
  const limits = parameters.data ?? { ...rcaDefaults, nightlyRunAt: '00:00', timeZone };
  const treeData = leafTree(tree.data?.find((m) => m.modelCode === modelCode)?.categories ?? []);
  const [initial] = useState(() => initialValues(analysis, timeZone));

  const submit = (values: AnalysisValues) => {
    setProblem(null);
    const body = toBody(values, timeZone, analysis);
    const onError = (e: unknown) => {
      const api = apiErrorOf(e);
      const fields = formFieldErrors(api?.fields ?? [], (f) => messageText(t, f.messageCode, f.message));
      if (fields.length > 0) form.setFields(fields);
      else setProblem(api ? apiErrorText(t, api) : t('failed'));
    };
    if (analysis) update.mutate({ id: analysis.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      width={720}
      title={analysis ? t('form.editTitle') : t('form.newTitle')}
      onCancel={onClose}
      okText={analysis ? t('form.update') : t('form.save')}
      okButtonProps={{ 'data-testid': 'rca-form-submit', loading: create.isPending || update.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="rca-form-error" style={{ marginBottom: 12 }} />}
      <Form<AnalysisValues> form={form} layout="vertical" onFinish={submit} initialValues={initial} data-testid="rca-form">
        <Form.Item name="name" label={t('form.name')} rules={[zodRule(shape.name, t)]}>
          <Input data-testid="rca-form-name" maxLength={100} autoFocus />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="modelCode" label={t('form.model')}>
              <Select
                data-testid="rca-form-model"
                allowClear
                placeholder={categoryModels[0]?.name}
                onChange={() => form.setFieldValue('categoryIds', [])}
                options={categoryModels.map((m) => ({ value: m.code, label: m.name }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="dataTypeFilter" label={t('form.dataTypeFilter')} rules={[zodRule(shape.dataTypeFilter, t)]}>
              <Select
                data-testid="rca-form-data-type"
                options={rcaDataTypeFilters.map((value) => ({ value, label: t(`dataType.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="categoryIds"
          label={t('form.categories')}
          extra={t('form.categoriesHelp')}
          rules={[zodRule(shape.categoryIds, t)]}
        >
          <TreeSelect
            data-testid="rca-form-categories"
            treeData={treeData}
            multiple
            allowClear
            treeDefaultExpandAll
            loading={tree.isLoading}
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        {actorTypeAllowed(dataTypeFilter) && (
          <Form.Item name="actorType" label={t('form.actorType')} extra={t('form.actorTypeHelp')}>
            <Select
              data-testid="rca-form-actor"
              allowClear
              placeholder={t('form.allSpeakers')}
              options={actorTypes.map((value) => ({ value, label: t(`actor.${value}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="range" label={t('form.dateRange')} extra={t('form.dateRangeHelp')}>
          <DatePicker.RangePicker data-testid="rca-form-range" allowEmpty={[true, true]} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="topicCountLimit" label={t('form.topicCountLimit')} rules={[zodRule(shape.topicCountLimit, t)]}>
              <InputNumber data-testid="rca-form-topic-count" min={1} max={limits.maxTopicCountLimit} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="contentLimit"
              label={t('form.contentLimit')}
              extra={
                <span data-testid="rca-form-content-limit-help">
                  {t('form.contentLimitHelp', { count: limits.contentLimit, max: limits.maxContentLimit })}
                </span>
              }
              rules={[zodRule(shape.contentLimit, t)]}
            >
              <InputNumber data-testid="rca-form-content-limit" min={10} max={limits.maxContentLimit} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="minSimilarity" label={t('form.minSimilarity')} rules={[zodRule(shape.minSimilarity, t)]}>
              <InputNumber data-testid="rca-form-min-similarity" min={0} max={1} step={0.05} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="attributeCodes"
          label={t('form.attributeCodes')}
          extra={t('form.attributeCodesHelp')}
          rules={[zodRule(shape.attributeCodes, t)]}
        >
          <Select
            data-testid="rca-form-attributes"
            mode="multiple"
            maxCount={5}
            options={project.attributes.map((a) => ({ value: a.code, label: a.name }))}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="trendType" label={t('form.trendType')}>
              <Select
                data-testid="rca-form-trend"
                options={rcaTrendTypes.map((value) => ({ value, label: t(`trend.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="defaultCategoryCount"
              label={t('form.defaultCategoryCount')}
              rules={[zodRule(shape.defaultCategoryCount, t)]}
            >
              <InputNumber min={1} max={50} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="defaultCategoryLevel"
              label={t('form.defaultCategoryLevel')}
              rules={[zodRule(shape.defaultCategoryLevel, t)]}
            >
              <InputNumber min={1} max={10} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="automated"
          label={t('form.automated')}
          valuePropName="checked"
          extra={
            <Typography.Text type="secondary" data-testid="rca-form-nightly">
              {t('form.automatedHelp', { time: limits.nightlyRunAt, zone: limits.timeZone })}
            </Typography.Text>
          }
        >
          <Switch data-testid="rca-form-automated" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
