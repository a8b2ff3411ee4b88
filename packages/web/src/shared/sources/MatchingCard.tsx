// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import { useState, type ReactNode } from 'react';
import { Alert, AutoComplete, Button, Card, Checkbox, Col, Flex, Form, Input, Radio, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { sortTypes, type MessageCode } from '@sentio/domain';
import { messageText } from '../../app/api/messages';
import { dateFormats } from './matching';

type SortType = (typeof sortTypes)[number];

/** The settings every column matching has, whatever owns the upload (a model or an analysis). */
export interface CommonMatchingState {
  dateFormat: string | null;
  sortType: SortType | null;
  sortFields: string[];
  saveTemplate: boolean;
  templateName: string;
}

export type CommonMatchingField = 'dateFormat' | 'sortType' | 'sortFields' | 'name';
type Help = { validateStatus?: 'error'; help?: string };

/**
 * The state around a matching form: the edited matching, whether the user tried to submit (the rules show only
 * then), the server's own issues, a general error and the note of an applied template. Any edit clears what the
 * server said, since it was about the previous matching.
 */
export function useMatchingForm<S, I>(initial: () => S, noIssues: I) {
  const [state, setState] = useState<S>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<I>(noIssues);
  const [general, setGeneral] = useState<string | null>(null);
  const [templateNote, setTemplateNote] = useState<string | null>(null);
  const update = (next: S) => {
    setState(next);
    setServerIssues(noIssues);
    setGeneral(null);
  };
  return {
    state,
    update,
    attempted,
    setAttempted,
    serverIssues,
    setServerIssues,
    general,
    setGeneral,
    templateNote,
    setTemplateNote,
  };
}

/** What the card reads of the owner's `useMatchingForm`. */
type MatchingFormView<S> = Pick<
  ReturnType<typeof useMatchingForm<S, unknown>>,
  'state' | 'update' | 'general' | 'templateNote' | 'setTemplateNote'
>;

export interface MatchingCardProps<S extends CommonMatchingState> {
  /** The owner's translation namespace; both carry the same `match.*` texts. */
  ns: string;
  form: MatchingFormView<S>;
  columns: readonly string[];
  templates: readonly { id: string; name: string; matching: unknown }[];
  /** Applies a saved template; returns the new state and how many of its columns this file lacks. */
  applyTemplate: (state: S, matching: unknown) => { state: S; missing: number };
  /** Message codes of the per-field issues shown now (rules after a submit attempt, and the server's). */
  issues: Partial<Record<CommonMatchingField | 'columns', MessageCode[]>>;
  pending: boolean;
  onSubmit: () => void;
  /** The per-column roles table. */
  roles: ReactNode;
  /** The owner's own settings, shown between the date/sort row and the template checkbox. */
  children?: ReactNode;
  /**
   * Shown under the date format: the owner's choice of another date source (an analysis: "use the upload time").
   * While `dateFormatUnused`, the format is not asked for.
   */
  dateSource?: { control: ReactNode; dateFormatUnused: boolean };
}

/**
 * The frame of a column matching form shared by model and analysis uploads: template picker, the columns error,
 * the roles table, date format, sort, the owner's own settings, "save as template", a general error and submit.
 */
export function MatchingCard<S extends CommonMatchingState>(props: MatchingCardProps<S>) {
  const { ns, columns, templates, issues } = props;
  const { state, update, templateNote, setTemplateNote, general } = props.form;
  const { t } = useTranslation(ns);
  const help = matchingHelp(t, issues);

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
            const { state: next, missing } = props.applyTemplate(state, tpl.matching);
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
        {issues.columns && (
          <Alert
            type="error"
            showIcon
            title={issues.columns.map((c) => messageText(t, c)).join(' ')}
            data-testid="match-columns-error"
          />
        )}
        {props.roles}
        <Form layout="vertical" component="div">
          <DateAndSortFields ns={ns} state={state} update={update} columns={columns} help={help} dateSource={props.dateSource} />
          {props.children}
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
          <Button type="primary" loading={props.pending} onClick={props.onSubmit} data-testid="match-submit">
            {t('match.submit')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Form.Item props that show a field's message codes as its error. */
export function matchingHelp<F extends string>(t: TFunction, issues: Partial<Record<F, MessageCode[]>>) {
  return (field: F): Help => {
    const codes = issues[field];
    return codes?.length ? { validateStatus: 'error', help: codes.map((c) => messageText(t, c)).join(' ') } : {};
  };
}

function DateAndSortFields<S extends CommonMatchingState>({
  ns,
  state,
  update,
  columns,
  help,
  dateSource,
}: {
  ns: string;
  state: S;
  update: (next: S) => void;
  columns: readonly string[];
  help: (field: CommonMatchingField) => Help;
  dateSource?: MatchingCardProps<S>['dateSource'];
}) {
  const { t } = useTranslation(ns);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label={t('match.dateFormat')} required={!dateSource?.dateFormatUnused} {...help('dateFormat')}>
          <div data-testid="match-date-format">
            <AutoComplete
              disabled={dateSource?.dateFormatUnused}
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
          {dateSource?.control}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('match.sortType')} required {...help('sortType')}>
          <Radio.Group
            value={state.sortType}
            onChange={(e) => update({ ...state, sortType: e.target.value as SortType })}
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
  );
}
