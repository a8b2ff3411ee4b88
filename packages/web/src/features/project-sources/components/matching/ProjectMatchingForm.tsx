import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttributeType, ColumnSuggestion } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { isFormError } from '../../../../app/api/errorPolicy';
import { apiErrorText } from '../../../../app/api/messages';
import { MatchingCard, matchingHelp, useMatchingForm } from '../../../../shared/sources/MatchingCard';
import { useMatchProjectColumns } from '../../api/mutations';
import {
  applyProjectTemplate,
  hasIssues,
  initialProjectMatching,
  issuesOf,
  projectMatchingIssues,
  setAttribute,
  setChannelColumn,
  setDateSource,
  setRole,
  toProjectMatchingBody,
  type KnownAttribute,
  type MatchingIssues,
  type ProjectMatchingState,
} from '../../lib/matching';
import { ColumnRolesTable } from './ColumnRolesTable';

export interface ProjectMatchingFormProps {
  code: string;
  sourceId: string;
  columns: string[];
  rows: string[][];
  suggested: ColumnSuggestion[];
  guesses: { column: string; role: string; type: AttributeType }[];
  known: KnownAttribute[];
  templates: { id: string; name: string; matching: unknown }[];
  onDone: () => void;
}

const noIssues: MatchingIssues = { fields: {}, attributes: {} };

/**
 * The column matching of one analysis upload. The rules run on the client with the server's schema once the user
 * has tried to submit; the server's own field errors land on the same fields. The frame is the shared sources kit's;
 * an analysis adds attribute columns, a channel column and the multi-value separator.
 */
export function ProjectMatchingForm(props: ProjectMatchingFormProps) {
  const { code, sourceId, columns, rows, suggested, guesses, known, templates, onDone } = props;
  const { t } = useTranslation('projectSources');
  const match = useMatchProjectColumns(code, sourceId, onDone);
  const form = useMatchingForm<ProjectMatchingState, MatchingIssues>(
    () => initialProjectMatching(columns, suggested, guesses, known),
    noIssues,
  );
  const { state, update } = form;

  const local = form.attempted ? projectMatchingIssues(toProjectMatchingBody(state, known)) : noIssues;
  const issues: MatchingIssues = {
    fields: { ...local.fields, ...form.serverIssues.fields },
    attributes: { ...local.attributes, ...form.serverIssues.attributes },
  };
  const help = matchingHelp(t, issues.fields);
  const anyMulti = state.columns.some(
    (c) => c.role === 'ATTRIBUTE' && (state.attributes[c.column]?.type ?? '').startsWith('MULTI_'),
  );

  const submit = () => {
    form.setAttempted(true);
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
        form.setServerIssues(found);
        if (!hasIssues(found)) form.setGeneral(apiErrorText(t, api));
      },
    });
  };

  return (
    <MatchingCard
      form={form}
      ns="projectSources"
      columns={columns}
      templates={templates}
      applyTemplate={applyProjectTemplate}
      issues={issues.fields}
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
        <ColumnRolesTable
          state={state}
          columns={columns}
          rows={rows}
          known={known}
          attributeIssues={issues.attributes}
          onRole={(column, role) => update(setRole(state, column, role))}
          onAttribute={(column, patch) => update(setAttribute(state, column, patch))}
        />
      }
    >
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
    </MatchingCard>
  );
}
