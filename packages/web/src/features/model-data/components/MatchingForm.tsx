import { Checkbox, Col, Form, Input, Radio, Row, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { duplicateModes, type MessageCode } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText } from '../../../app/api/messages';
import { MatchingCard, matchingHelp, useMatchingForm } from '../../../shared/sources/MatchingCard';
import { useMatchColumns } from '../api/mutations';
import { LabelValuesPanel } from './LabelValuesPanel';
import {
  applyTemplate,
  initialMatching,
  issuesByField,
  labelStatuses,
  matchingIssues,
  matchingRoles,
  setDateSource,
  setRole,
  toMatchingBody,
  type MatchingField,
  type MatchingRole,
  type MatchingState,
} from '../lib/matching';

export interface MatchingFormProps {
  modelId: string;
  sourceId: string;
  columns: string[];
  rows: string[][];
  suggested: { column: string; role: string; dateFormat?: string }[];
  templates: { id: string; name: string; matching: unknown }[];
  multiLabel: boolean;
  canApprove: boolean;
  /** A category model can have its categories created from the label column's values. */
  categoryModel: boolean;
  onDone: () => void;
}

type Issues = Partial<Record<MatchingField, MessageCode[]>>;
type RoleRow = { column: string; role: MatchingRole; samples: string[] };

/**
 * The column matching of one model upload. The rules run on the client with the server's
 * schema once the user has tried to submit, and the server's own field errors land on the same fields. The frame is
 * the shared sources kit's; a model adds the label column (with its separator and status).
 */
export function MatchingForm(props: MatchingFormProps) {
  const { modelId, sourceId, columns, rows, suggested, templates, multiLabel, canApprove, categoryModel, onDone } = props;
  const { t } = useTranslation('modelData');
  const match = useMatchColumns(modelId, sourceId);
  const form = useMatchingForm<MatchingState, Issues>(() => initialMatching(columns, suggested, canApprove), {});
  const { state, update } = form;

  const issues: Issues = form.attempted ? { ...matchingIssues(toMatchingBody(state)), ...form.serverIssues } : form.serverIssues;
  const help = matchingHelp(t, issues);
  const labelColumn = state.columns.find((c) => c.role === 'LABEL')?.column ?? null;

  const submit = () => {
    form.setAttempted(true);
    const body = toMatchingBody(state);
    if (Object.keys(matchingIssues(body)).length > 0) return;
    match.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const api = apiErrorOf(error);
        if (!api || !isFormError(api)) return;
        const fields = issuesByField((api.fields ?? []).map((f) => ({ field: f.field, code: f.messageCode })));
        form.setServerIssues(fields);
        if (Object.keys(fields).length === 0) form.setGeneral(apiErrorText(t, api));
      },
    });
  };

  const roleColumns: TableColumnsType<RoleRow> = [
    { title: t('match.column'), dataIndex: 'column', render: (c: string) => <Typography.Text strong>{c}</Typography.Text> },
    {
      title: t('match.samples'),
      dataIndex: 'samples',
      render: (samples: string[]) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: samples.join(' · ') }} style={{ maxWidth: 280 }}>
          {samples.join(' · ')}
        </Typography.Text>
      ),
    },
    {
      title: t('match.role'),
      dataIndex: 'role',
      render: (role: MatchingRole, row) => (
        <Radio.Group
          size="small"
          optionType="button"
          value={role}
          onChange={(e) => update(setRole(state, row.column, e.target.value as MatchingRole))}
          options={matchingRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          data-testid={`column-role-${row.column}`}
        />
      ),
    },
  ];

  return (
    <MatchingCard
      form={form}
      ns="modelData"
      columns={columns}
      templates={templates}
      applyTemplate={applyTemplate}
      issues={issues}
      pending={match.isPending}
      onSubmit={submit}
      dateSource={{
        dateFormatUnused: state.dateSource === 'UPLOAD_TIME',
        control: (
          <Checkbox
            style={{ marginTop: 8 }}
            checked={state.dateSource === 'UPLOAD_TIME'}
            onChange={(e) => update(setDateSource(state, e.target.checked ? 'UPLOAD_TIME' : 'COLUMN'))}
            data-testid="match-upload-time"
          >
            {t('match.uploadTime')}
          </Checkbox>
        ),
      }}
      roles={
        <Table<RoleRow>
          rowKey="column"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          columns={roleColumns}
          dataSource={state.columns.map((c) => ({
            ...c,
            samples: rows.slice(0, 3).map((r) => r[columns.indexOf(c.column)] ?? ''),
          }))}
          data-testid="match-table"
        />
      }
    >
      {labelColumn && (
        <Row gutter={16}>
          {multiLabel && (
            <Col xs={24} md={8}>
              <Form.Item label={t('match.labelSeparator')} extra={t('match.labelSeparatorHint')} {...help('labelSeparator')}>
                <Input
                  value={state.labelSeparator}
                  maxLength={5}
                  onChange={(e) => update({ ...state, labelSeparator: e.target.value })}
                  data-testid="match-label-separator"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={16}>
            <Form.Item
              label={t('match.labelStatus', { column: labelColumn })}
              extra={t(canApprove ? 'match.labelStatusHint' : 'match.labelStatusHintLabeller')}
            >
              <Radio.Group
                value={state.labelStatus}
                onChange={(e) => update({ ...state, labelStatus: e.target.value as MatchingState['labelStatus'] })}
                options={labelStatuses.map((s) => ({
                  value: s,
                  label: t(`match.labelStatuses.${s}`),
                  disabled: s === 'COMPLETED' && !canApprove,
                }))}
                data-testid="match-label-status"
              />
            </Form.Item>
          </Col>
          {categoryModel && (
            <Col span={24}>
              <Form.Item label={t('match.labelValues.title', { column: labelColumn })}>
                <LabelValuesPanel modelId={modelId} sourceId={sourceId} column={labelColumn} separator={state.labelSeparator} />
              </Form.Item>
            </Col>
          )}
        </Row>
      )}
      <Form.Item label={t('match.duplicates')} extra={t('match.duplicatesHint')}>
        <Radio.Group
          value={state.duplicates}
          onChange={(e) => update({ ...state, duplicates: e.target.value as MatchingState['duplicates'] })}
          options={duplicateModes.map((m) => ({ value: m, label: t(`match.duplicateModes.${m}`) }))}
          data-testid="match-duplicates"
        />
      </Form.Item>
    </MatchingCard>
  );
}
