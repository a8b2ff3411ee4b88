import { useState } from 'react';
import { Alert, Checkbox, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  correlationNumericTypes,
  correlationReportBody,
  domainConstants,
  validationIssues,
  type CorrelationNumericType,
  type CorrelationReportBody,
  type FieldError,
} from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { messageText } from '../../../../app/api/messages';
import { useLabelName } from '../../../../shared/names/labels';
import { useChannelName } from '../../../projects';
import { useCategoryTree } from '../../../project-data';
import { useCreateReport } from '../../api/mutations';
import type { TabContext } from '../../lib/context';
import { axisFromSourceKey, axisSourceKey, combinationsOf } from '../../lib/correlation';
import { failureText } from '../../lib/errors';
import { axisItems, type AxisSource } from './axis';

export interface CorrelationValues {
  name: string;
  description: string;
  xSource?: string;
  xItems: string[];
  xMax: number | null;
  ySource?: string;
  yItems: string[];
  yMax: number | null;
  nested: boolean;
  monthlyRepeat: boolean;
  numericType: CorrelationNumericType;
}

const fieldNames = ['name', 'description', 'xSource', 'xItems', 'xMax', 'ySource', 'yItems', 'yMax'] as const;
type FieldName = (typeof fieldNames)[number];

/** Where an issue of the body (`yAxis.maxItems`, `name`…) is shown in the form. */
function fieldOf(path: readonly (string | number)[]): FieldName | null {
  const [head, sub] = path;
  if (head === 'name' || head === 'description') return head;
  if (head !== 'xAxis' && head !== 'yAxis') return null;
  const axis = head === 'xAxis' ? 'x' : 'y';
  if (sub === 'maxItems') return `${axis}Max`;
  if (sub === 'itemIds') return `${axis}Items`;
  return `${axis}Source`;
}

/**
 * The request body of the form's values. An axis not chosen yet is sent without its kind: the schema then names it
 * (FIELD_INVALID_OPTION on the axis), exactly as the server would.
 */
export function toBody(values: CorrelationValues, filterQuery: string): CorrelationReportBody {
  const axis = (source: string | undefined, items: string[], max: number | null) =>
    ({
      ...(source ? axisFromSourceKey(source) : {}),
      itemIds: items,
      ...(max === null ? {} : { maxItems: max }),
    }) as CorrelationReportBody['xAxis'];
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    xAxis: axis(values.xSource, values.xItems ?? [], values.xMax),
    yAxis: axis(values.ySource, values.yItems ?? [], values.yMax),
    nested: values.nested,
    monthlyRepeat: values.monthlyRepeat,
    numericType: values.numericType,
    filterQuery,
  };
}

const initialValues: CorrelationValues = {
  name: '',
  description: '',
  xItems: [],
  xMax: 10,
  yItems: [],
  yMax: 10,
  nested: false,
  monthlyRepeat: false,
  numericType: 'PERCENT',
};

/**
 * A new correlation report over the tab's current filters and range (`filterQuery`). The form checks the body with
 * the server's schema (`correlationReportBody`: name of 3+ characters, different axes, x·y ≤ 900) and shows the x·y
 * count as the axes change; the server's refusals (REPORT_NAME_TAKEN, the document limit) land on their field or
 * above the form, translated.
 */
export function CorrelationCreateModal({
  context,
  axes,
  onClose,
  onCreated,
}: {
  context: TabContext;
  axes: readonly AxisSource[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [form] = Form.useForm<CorrelationValues>();
  const create = useCreateReport(context.code);
  const tree = useCategoryTree(context.code);
  const channelName = useChannelName();
  const labelName = useLabelName();
  const [problem, setProblem] = useState<string | null>(null);
  // The watch answers {} until the form has mounted: the initial values stand in until then.
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<CorrelationValues> | undefined;
  const values: CorrelationValues = { ...initialValues, ...watched };
  const combos = combinationsOf(
    { itemIds: values.xItems, maxItems: values.xMax },
    { itemIds: values.yItems, maxItems: values.yMax },
  );
  const itemContext = { tree: tree.data, nested: values.nested, channels: context.project.channels, channelName, labelName };
  // Sentiment and channel are named by the interface's language; models and attributes by their own names.
  const sourceOptions = axes.map((a) => ({
    value: axisSourceKey(a),
    label: a.kind === 'SENTIMENT' || a.kind === 'CHANNEL' ? t(`correlation.axisKind.${a.kind}`) : a.name,
  }));

  const showIssues = (issues: readonly { path: readonly (string | number)[]; text: string }[]) => {
    const byField = new Map<FieldName, string[]>();
    const general: string[] = [];
    for (const issue of issues) {
      const field = fieldOf(issue.path);
      if (field) byField.set(field, [...(byField.get(field) ?? []), issue.text]);
      else general.push(issue.text);
    }
    form.setFields(fieldNames.map((name) => ({ name, errors: [...new Set(byField.get(name) ?? [])] })));
    if (general.length) setProblem(general.join(' '));
  };

  const submit = () => {
    setProblem(null);
    const body = toBody(form.getFieldsValue(true) as CorrelationValues, context.filterQuery);
    // Two axes not chosen yet are "the same": only the missing choices are worth saying then.
    const chosen = body.xAxis.kind !== undefined && body.yAxis.kind !== undefined;
    const issues = validationIssues(correlationReportBody, body).filter((i) => chosen || i.code !== 'CORRELATION_SAME_AXIS');
    if (issues.length > 0) {
      showIssues(issues.map((i) => ({ path: i.path, text: messageText(t, i.code) })));
      return;
    }
    create.mutate(body, {
      onSuccess: (report) => onCreated(report.id),
      onError: (e) => {
        const fields: FieldError[] = apiErrorOf(e)?.fields ?? [];
        const placed = fields.filter((f) => fieldOf(f.field.split('.')) !== null);
        if (placed.length > 0)
          showIssues(placed.map((f) => ({ path: f.field.split('.'), text: messageText(t, f.messageCode, f.message) })));
        else setProblem(failureText(t, e, 'REPORT_NOT_CREATED'));
      },
    });
  };

  const axisFields = (axis: 'x' | 'y') => {
    const source = values[`${axis}Source`];
    const items = axisItems(source, itemContext);
    const picked = (values[`${axis}Items`] ?? []).length > 0;
    return (
      <>
        <Form.Item name={`${axis}Source`} label={t(`create.${axis}Axis`)} required>
          <Select
            data-testid={`correlation-${axis}-source`}
            aria-label={t(`create.${axis}Axis`)}
            placeholder={t('create.pickAxis')}
            options={sourceOptions}
            onChange={() => form.setFieldValue(`${axis}Items`, [])}
          />
        </Form.Item>
        {items && (
          <Form.Item name={`${axis}Items`} label={t('create.items')} extra={t('create.itemsHelp')}>
            <Select
              data-testid={`correlation-${axis}-items`}
              aria-label={t(`create.${axis}Items`)}
              mode="multiple"
              allowClear
              options={items}
              optionFilterProp="label"
            />
          </Form.Item>
        )}
        <Form.Item name={`${axis}Max`} label={t('create.maxItems')} hidden={picked}>
          <InputNumber
            data-testid={`correlation-${axis}-max`}
            aria-label={t(`create.${axis}Max`)}
            min={1}
            max={domainConstants.maxCorrelationCombinations}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </>
    );
  };

  return (
    <Modal
      open
      width={760}
      title={t('create.title')}
      onCancel={onClose}
      okText={t('create.submit')}
      onOk={submit}
      okButtonProps={{ 'data-testid': 'correlation-create-submit', loading: create.isPending }}
      destroyOnHidden
    >
      {problem && (
        <Alert type="error" showIcon title={problem} data-testid="correlation-create-error" style={{ marginBottom: 12 }} />
      )}
      <Form<CorrelationValues> form={form} layout="vertical" initialValues={initialValues} data-testid="correlation-create-form">
        <Form.Item name="name" label={t('create.name')} required>
          <Input data-testid="correlation-name" maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('create.description')}>
          <Input.TextArea data-testid="correlation-description" maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>{axisFields('x')}</Col>
          <Col span={12}>{axisFields('y')}</Col>
        </Row>
        <Alert
          type={combos.allowed ? 'info' : 'error'}
          showIcon
          data-testid="correlation-combinations"
          title={t(combos.allowed ? 'create.combinations' : 'create.tooManyCombinations', {
            x: combos.x,
            y: combos.y,
            total: combos.total,
            max: domainConstants.maxCorrelationCombinations,
          })}
          style={{ marginBottom: 16 }}
        />
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="numericType" label={t('create.numericType')}>
              <Radio.Group
                data-testid="correlation-numeric-type"
                options={correlationNumericTypes.map((value) => ({ value, label: t(`numericType.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nested" valuePropName="checked" extra={t('create.nestedHelp')}>
              <Checkbox data-testid="correlation-nested">{t('create.nested')}</Checkbox>
            </Form.Item>
            <Form.Item name="monthlyRepeat" valuePropName="checked" extra={t('create.monthlyRepeatHelp')}>
              <Checkbox data-testid="correlation-monthly">{t('create.monthlyRepeat')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text type="secondary" data-testid="correlation-scope">
          {t('create.scope')}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
