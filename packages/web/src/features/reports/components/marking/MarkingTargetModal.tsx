import { useState } from 'react';
import { Alert, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { markingTargetBody, markingTargetCriteria, searchByDates, validationIssues, type FieldError } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { messageText } from '../../../../app/api/messages';
import { useCreateMarkingTarget } from '../../api/mutations';
import { failureText } from '../../lib/errors';
import { initialMarkingValues, markingBody, placeOf, type MarkingGroup, type MarkingValues } from '../../lib/marking';

const allFields = [
  ['name'],
  ['year'],
  ['month'],
  ['totalTarget'],
  ['criteria'],
  ['contentDate'],
  ['lengthTargets', 'short'],
  ['lengthTargets', 'medium'],
  ['lengthTargets', 'long'],
  ['lengthLimits', 'short'],
  ['lengthLimits', 'long'],
  ['categoryCount', 'min'],
  ['categoryCount', 'max'],
];

/**
 * A new marking-efficiency target (docs/reports.md). The form checks the body with the server's schema
 * (`markingTargetBody`: total above 0, a criterion, length targets adding up to the total, long length above the
 * short one, category maximum not below the minimum…) and shows every rule's message, translated, where it belongs;
 * the server's conflicts (name taken, a target for the period already) land on their fields.
 */
export function MarkingTargetModal({
  code,
  onClose,
  onCreated,
}: {
  code: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('reports');
  // Untyped: errors are set by dotted paths built at run time (`lengthTargets.short`…).
  const [form] = Form.useForm();
  const create = useCreateMarkingTarget(code);
  const [initial] = useState(() => initialMarkingValues(new Date()));
  const [groupErrors, setGroupErrors] = useState<Partial<Record<MarkingGroup, string[]>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const criteria = (Form.useWatch('criteria', form) as MarkingValues['criteria'] | undefined) ?? [];

  const show = (issues: readonly { path: readonly (string | number)[]; text: string }[]) => {
    const fields = new Map<string, string[]>();
    const groups: Partial<Record<MarkingGroup, string[]>> = {};
    const general: string[] = [];
    for (const issue of issues) {
      const place = placeOf(issue.path);
      if (!place) general.push(issue.text);
      else if ('group' in place) groups[place.group] = [...new Set([...(groups[place.group] ?? []), issue.text])];
      else fields.set(place.field.join('.'), [...new Set([...(fields.get(place.field.join('.')) ?? []), issue.text])]);
    }
    // Only the fields on screen: a criterion's fields are not mounted while it is unchecked.
    const shown = allFields.filter(
      ([head]) =>
        (head !== 'lengthTargets' && head !== 'lengthLimits' && head !== 'categoryCount') ||
        criteria.includes(head === 'categoryCount' ? 'CATEGORY_COUNT' : 'CONTENT_LENGTH'),
    );
    form.setFields(shown.map((name) => ({ name, errors: fields.get(name.join('.')) ?? [] })));
    setGroupErrors(groups);
    if (general.length) setProblem(general.join(' '));
  };

  const submit = () => {
    setProblem(null);
    const body = markingBody(form.getFieldsValue(true) as MarkingValues);
    const issues = validationIssues(markingTargetBody, body);
    if (issues.length > 0) {
      show(issues.map((i) => ({ path: i.path, text: messageText(t, i.code) })));
      return;
    }
    show([]);
    create.mutate(body, {
      onSuccess: (target) => onCreated(target.id),
      onError: (e) => {
        const fields: FieldError[] = apiErrorOf(e)?.fields ?? [];
        if (fields.length > 0)
          show(fields.map((f) => ({ path: f.field.split('.'), text: messageText(t, f.messageCode, f.message) })));
        else setProblem(failureText(t, e, 'INTERNAL_ERROR'));
      },
    });
  };

  const number = (name: string[], label: string, testId: string) => (
    <Form.Item name={name} label={label}>
      <InputNumber data-testid={testId} aria-label={label} style={{ width: '100%' }} />
    </Form.Item>
  );
  const groupError = (group: MarkingGroup) =>
    groupErrors[group]?.length ? (
      <Typography.Text type="danger" data-testid={`marking-target-${group}-error`} style={{ display: 'block', marginBottom: 12 }}>
        {groupErrors[group].join(' ')}
      </Typography.Text>
    ) : null;

  return (
    <Modal
      open
      width={680}
      title={t('marking.create.title')}
      onCancel={onClose}
      okText={t('marking.create.submit')}
      onOk={submit}
      okButtonProps={{ 'data-testid': 'marking-target-submit', loading: create.isPending }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="marking-target-error" style={{ marginBottom: 12 }} />}
      <Form<MarkingValues> form={form} layout="vertical" initialValues={initial} data-testid="marking-target-form">
        <Form.Item name="name" label={t('marking.create.name')} required>
          <Input data-testid="marking-target-name" maxLength={100} autoFocus />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>{number(['year'], t('marking.create.year'), 'marking-target-year')}</Col>
          <Col span={8}>
            <Form.Item name="month" label={t('marking.create.month')}>
              <Select
                data-testid="marking-target-month"
                aria-label={t('marking.create.month')}
                options={[
                  { value: 0, label: t('marking.create.wholeYear') },
                  ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t(`months.${i + 1}`) })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>{number(['totalTarget'], t('marking.create.totalTarget'), 'marking-target-total')}</Col>
        </Row>
        <Form.Item name="contentDate" label={t('marking.create.contentDate')} extra={t('marking.create.contentDateHelp')}>
          <Select
            data-testid="marking-target-date"
            aria-label={t('marking.create.contentDate')}
            options={searchByDates.map((value) => ({ value, label: t(`dateBasis.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="criteria" label={t('marking.create.criteria')} required>
          <Checkbox.Group
            data-testid="marking-target-criteria"
            options={markingTargetCriteria.map((value) => ({
              value,
              label: <span data-testid={`marking-criterion-${value}`}>{t(`criteria.${value}`)}</span>,
            }))}
          />
        </Form.Item>
        {criteria.includes('CONTENT_LENGTH') && (
          <>
            <Typography.Text strong>{t('marking.create.lengthTargets')}</Typography.Text>
            <Row gutter={12}>
              {(['short', 'medium', 'long'] as const).map((k) => (
                <Col span={8} key={k}>
                  {number(['lengthTargets', k], t(`bucket.${k.toUpperCase()}`), `marking-target-length-${k}`)}
                </Col>
              ))}
            </Row>
            {groupError('lengthTargets')}
            <Typography.Text strong>{t('marking.create.lengthLimits')}</Typography.Text>
            <Row gutter={12}>
              <Col span={12}>
                {number(['lengthLimits', 'short'], t('marking.create.shortLimit'), 'marking-target-limit-short')}
              </Col>
              <Col span={12}>{number(['lengthLimits', 'long'], t('marking.create.longLimit'), 'marking-target-limit-long')}</Col>
            </Row>
            {groupError('lengthLimits')}
          </>
        )}
        {criteria.includes('CATEGORY_COUNT') && (
          <>
            <Typography.Text strong>{t('marking.create.categoryCount')}</Typography.Text>
            <Row gutter={12}>
              <Col span={12}>
                {number(['categoryCount', 'min'], t('marking.create.minCategories'), 'marking-target-category-min')}
              </Col>
              <Col span={12}>
                {number(['categoryCount', 'max'], t('marking.create.maxCategories'), 'marking-target-category-max')}
              </Col>
            </Row>
            {groupError('categoryCount')}
          </>
        )}
      </Form>
    </Modal>
  );
}
