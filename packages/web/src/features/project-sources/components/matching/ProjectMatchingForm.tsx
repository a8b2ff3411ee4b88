import { useState } from 'react';
import { Alert, AutoComplete, Button, Card, Checkbox, Col, Flex, Form, Input, Radio, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { sortTypes, type AttributeType } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { isFormError } from '../../../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../../../app/api/messages';
import { useMatchProjectColumns } from '../../api/mutations';
import {
  applyProjectTemplate,
  dateFormats,
  hasIssues,
  initialProjectMatching,
  issuesOf,
  projectMatchingIssues,
  setAttribute,
  setChannelColumn,
  setRole,
  toProjectMatchingBody,
  type KnownAttribute,
  type MatchingField,
  type MatchingIssues,
  type ProjectMatchingState,
} from '../../lib/matching';
import { ColumnRolesTable } from './ColumnRolesTable';

export interface ProjectMatchingFormProps {
  code: string;
  sourceId: string;
  columns: string[];
  rows: string[][];
  suggested: { column: string; role: string }[];
  guesses: { column: string; role: string; type: AttributeType }[];
  known: KnownAttribute[];
  templates: { id: string; name: string; matching: unknown }[];
  onDone: () => void;
}

const noIssues: MatchingIssues = { fields: {}, attributes: {} };

/**
 * The column matching of one analysis upload (domain.md §5 "Matching columns"). The rules run on the client with the
 * server's schema once the user has tried to submit; the server's own field errors land on the same fields.
 */
export function ProjectMatchingForm(props: ProjectMatchingFormProps) {
  const { code, sourceId, columns, rows, suggested, guesses, known, templates, onDone } = props;
  const { t } = useTranslation('projectSources');
  const match = useMatchProjectColumns(code, sourceId, onDone);
  const [state, setState] = useState<ProjectMatchingState>(() => initialProjectMatching(columns, suggested, guesses, known));
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<MatchingIssues>(noIssues);
  const [general, setGeneral] = useState<string | null>(null);
  const [templateNote, setTemplateNote] = useState<string | null>(null);

  const local = attempted ? projectMatchingIssues(toProjectMatchingBody(state, known)) : noIssues;
  const issues: MatchingIssues = {
    fields: { ...local.fields, ...serverIssues.fields },
    attributes: { ...local.attributes, ...serverIssues.attributes },
  };
  const update = (next: ProjectMatchingState) => {
    setState(next);
    setServerIssues(noIssues);
    setGeneral(null);
  };
  const help = (field: MatchingField) => {
    const codes = issues.fields[field];
    return codes?.length ? { validateStatus: 'error' as const, help: codes.map((c) => messageText(t, c)).join(' ') } : {};
  };
  const onAttribute = (column: string, patch: { code?: string; type?: AttributeType }) =>
    update(setAttribute(state, column, patch));
  const anyMulti = state.columns.some(
    (c) => c.role === 'ATTRIBUTE' && (state.attributes[c.column]?.type ?? '').startsWith('MULTI_'),
  );

  const submit = () => {
    setAttempted(true);
    const body = toProjectMatchingBody(state, known);
    if (hasIssues(projectMatchingIssues(body))) return;
    match.mutate(body, {
      onError: (error) => {
        const api = apiErrorOf(error);
        if (!api || !isFormError(api)) return;
        const found = issuesOf(
          body,
          (api.fields ?? []).map((f) => ({ field: f.field, code: f.messageCode })),
        );
        setServerIssues(found);
        if (!hasIssues(found)) setGeneral(apiErrorText(t, api));
      },
    });
  };

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
            const { state: next, missing } = applyProjectTemplate(state, tpl.matching);
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
        {templateNote && (
          <Alert
            type="info"
            showIcon
            closable
            title={templateNote}
            onClose={() => setTemplateNote(null)}
            data-testid="match-template-note"
          />
        )}
        {issues.fields.columns && (
          <Alert
            type="error"
            showIcon
            title={issues.fields.columns.map((c) => messageText(t, c)).join(' ')}
            data-testid="match-columns-error"
          />
        )}
        <ColumnRolesTable
          state={state}
          columns={columns}
          rows={rows}
          known={known}
          attributeIssues={issues.attributes}
          onRole={(column, role) => update(setRole(state, column, role))}
          onAttribute={onAttribute}
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
                  onChange={(e) => update({ ...state, sortType: e.target.value as ProjectMatchingState['sortType'] })}
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
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('match.channelColumn')} extra={t('match.channelColumnHint')} {...help('channelColumn')}>
                <Select
                  allowClear
                  value={state.channelColumn ?? undefined}
                  placeholder={t('match.channelColumnNone')}
                  options={columns.map((c) => ({ value: c, label: c }))}
                  onChange={(column: string | undefined) => update(setChannelColumn(state, column ?? null))}
                  data-testid="match-channel-column"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('match.separator')}
                extra={anyMulti ? t('match.separatorHint') : undefined}
                {...help('multiValueSeparator')}
              >
                <Input
                  value={state.multiValueSeparator}
                  maxLength={5}
                  onChange={(e) => update({ ...state, multiValueSeparator: e.target.value })}
                  data-testid="match-separator"
                />
              </Form.Item>
            </Col>
          </Row>
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
