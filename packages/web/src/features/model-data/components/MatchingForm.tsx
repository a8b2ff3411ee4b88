import { useState } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { sortTypes, type MessageCode } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { useMatchColumns } from '../api/mutations';
import {
  applyTemplate,
  dateFormats,
  initialMatching,
  issuesByField,
  labelStatuses,
  matchingIssues,
  matchingRoles,
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
  suggested: { column: string; role: string }[];
  templates: { id: string; name: string; matching: unknown }[];
  multiLabel: boolean;
  canApprove: boolean;
  onDone: () => void;
}

type Issues = Partial<Record<MatchingField, MessageCode[]>>;
type RoleRow = { column: string; role: MatchingRole; samples: string[] };

/**
 * The column matching of one upload (domain.md §5 "Matching columns"). The rules run on the client with the
 * server's schema once the user has tried to submit, and the server's own field errors land on the same fields.
 */
export function MatchingForm(props: MatchingFormProps) {
  const { modelId, sourceId, columns, rows, suggested, templates, multiLabel, canApprove, onDone } = props;
  const { t } = useTranslation('modelData');
  const match = useMatchColumns(modelId, sourceId);
  const [state, setState] = useState<MatchingState>(() => initialMatching(columns, suggested));
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Issues>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [templateNote, setTemplateNote] = useState<string | null>(null);

  const issues: Issues = attempted ? { ...matchingIssues(toMatchingBody(state)), ...serverIssues } : serverIssues;
  const update = (next: MatchingState) => {
    setState(next);
    setServerIssues({});
    setGeneral(null);
  };
  const help = (field: MatchingField) => {
    const codes = issues[field];
    return codes?.length ? { validateStatus: 'error' as const, help: codes.map((c) => messageText(t, c)).join(' ') } : {};
  };
  const labelColumn = state.columns.find((c) => c.role === 'LABEL')?.column ?? null;

  const submit = () => {
    setAttempted(true);
    const body = toMatchingBody(state);
    if (Object.keys(matchingIssues(body)).length > 0) return;
    match.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const api = apiErrorOf(error);
        if (!api || !isFormError(api)) return;
        const fields = issuesByField((api.fields ?? []).map((f) => ({ field: f.field, code: f.messageCode })));
        setServerIssues(fields);
        if (Object.keys(fields).length === 0) setGeneral(apiErrorText(t, api));
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
    <Card
      title={t('match.title')}
      extra={
        <Select
          allowClear
          style={{ minWidth: 240 }}
          placeholder={t('match.applyTemplate')}
          options={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          notFoundContent={t('match.noTemplates')}
          onChange={(id: string | undefined) => {
            const tpl = templates.find((x) => x.id === id);
            if (!tpl) return;
            const { state: next, missing } = applyTemplate(state, tpl.matching);
            update(next);
            setTemplateNote(
              missing ? t('match.templateMissing', { count: missing }) : t('match.templateApplied', { name: tpl.name }),
            );
          }}
          data-testid="match-template"
        />
      }
    >
      <Flex vertical gap={16}>
        {templateNote && <Alert type="info" showIcon closable title={templateNote} onClose={() => setTemplateNote(null)} />}
        {issues.columns && (
          <Alert
            type="error"
            showIcon
            title={issues.columns.map((c) => messageText(t, c)).join(' ')}
            data-testid="match-columns-error"
          />
        )}
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
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('match.dateFormat')} required {...help('dateFormat')}>
                <div data-testid="match-date-format">
                  <AutoComplete
                    value={state.dateFormat ?? ''}
                    placeholder={t('match.dateFormatPlaceholder')}
                    options={dateFormats.map((f) => ({ value: f, label: f }))}
                    filterOption={(input, option) =>
                      String(option?.value ?? '')
                        .toUpperCase()
                        .includes(input.trim().toUpperCase())
                    }
                    onChange={(dateFormat: string) => update({ ...state, dateFormat: dateFormat.trim() ? dateFormat : null })}
                    style={{ width: '100%' }}
                  />
                </div>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('match.sortType')} required {...help('sortType')}>
                <Radio.Group
                  value={state.sortType}
                  onChange={(e) => update({ ...state, sortType: e.target.value as MatchingState['sortType'] })}
                  options={sortTypes.map((s) => ({ value: s, label: t(`match.sort.${s}`) }))}
                  data-testid="match-sort-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('match.sortFields')} {...help('sortFields')}>
                <Flex vertical gap={8}>
                  {state.sortFields.map((field, i) => (
                    <Space.Compact key={i} style={{ width: '100%' }}>
                      <Select
                        value={field}
                        style={{ width: '100%' }}
                        options={columns.map((c) => ({ value: c, label: c }))}
                        onChange={(value: string) =>
                          update({ ...state, sortFields: state.sortFields.map((f, j) => (j === i ? value : f)) })
                        }
                        data-testid={`match-sort-field-${i}`}
                      />
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('common.delete')}
                        onClick={() => update({ ...state, sortFields: state.sortFields.filter((_, j) => j !== i) })}
                      />
                    </Space.Compact>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={columns.length === 0}
                    onClick={() => update({ ...state, sortFields: [...state.sortFields, columns[0]!] })}
                    data-testid="match-sort-add"
                  >
                    {t('match.addSortField')}
                  </Button>
                </Flex>
              </Form.Item>
            </Col>
          </Row>
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
                <Form.Item label={t('match.labelStatus', { column: labelColumn })}>
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
            </Row>
          )}
          <Form.Item {...help('name')}>
            <Space wrap>
              <Checkbox
                checked={state.saveTemplate}
                onChange={(e) => update({ ...state, saveTemplate: e.target.checked })}
                data-testid="match-save-template"
              >
                {t('match.saveTemplate')}
              </Checkbox>
              {state.saveTemplate && (
                <Input
                  value={state.templateName}
                  maxLength={100}
                  placeholder={t('match.templateName')}
                  onChange={(e) => update({ ...state, templateName: e.target.value })}
                  data-testid="match-template-name"
                />
              )}
            </Space>
          </Form.Item>
        </Form>
        {general && <Alert type="error" showIcon title={general} data-testid="match-error" />}
        <Flex justify="flex-end">
          <Button type="primary" loading={match.isPending} onClick={submit} data-testid="match-submit">
            {t('match.submit')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
