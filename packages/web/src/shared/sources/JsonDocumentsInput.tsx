// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../app/api/errors';
import { isFormError } from '../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../app/api/messages';
import { TextFilePicker } from '../upload/TextFilePicker';
import { jsonExample, parseJsonDocuments, type ParsedDocuments } from './json-documents';

/**
 * The text of a JSON upload, what it parses to (checked here with the server's schema), and the server's refusal
 * as one message: its general text and the first field problems.
 */
export function useJsonDocuments(ns: string) {
  const { t } = useTranslation(ns);
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = useMemo(() => (text.trim() ? parseJsonDocuments(text) : null), [text]);
  const onError = (error: unknown) => {
    const api = apiErrorOf(error);
    if (!api || !isFormError(api)) return;
    const fields = (api.fields ?? []).slice(0, 5).map((f) => `${f.field}: ${messageText(t, f.messageCode, f.message)}`);
    setServerError([apiErrorText(t, api), ...fields].join('\n'));
  };
  const clear = () => {
    setText('');
    setServerError(null);
  };
  return { text, setText, parsed, serverError, setServerError, onError, clear };
}

export interface JsonDocumentsInputProps {
  ns: string;
  json: ReturnType<typeof useJsonDocuments>;
  dialogue: boolean;
  textareaTestId: string;
  rows: { minRows: number; maxRows: number };
  ariaLabel?: string;
  /** Shown between the hint and the file picker (an analysis asks for the channel there). */
  children?: ReactNode;
}

/** The editor of a JSON upload: hint, pick a file or the example, the text, and what is wrong with it or ready. */
export function JsonDocumentsInput({ ns, json, dialogue, textareaTestId, rows, ariaLabel, children }: JsonDocumentsInputProps) {
  const { t } = useTranslation(ns);
  const { parsed, serverError } = json;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {dialogue ? t('json.hintDialogue') : t('json.hintStandard')}
      </Typography.Paragraph>
      {children}
      <Space wrap>
        <TextFilePicker
          accept=".json,application/json"
          label={t('json.pick')}
          onText={(content) => json.setText(content)}
          testId="json-file"
        />
        <Button onClick={() => json.setText(jsonExample)} data-testid="json-example">
          {t('json.example')}
        </Button>
      </Space>
      <Input.TextArea
        value={json.text}
        onChange={(e) => json.setText(e.target.value)}
        autoSize={rows}
        placeholder={t('json.placeholder')}
        style={{ fontFamily: 'monospace' }}
        spellCheck={false}
        aria-label={ariaLabel}
        data-testid={textareaTestId}
      />
      {parsed && !parsed.ok && <JsonIssues ns={ns} parsed={parsed} />}
      {parsed?.ok && (
        <Alert
          type="success"
          showIcon
          title={t('json.ready', { count: parsed.documents.length, dialogues: parsed.dialogues })}
          data-testid="json-ready"
        />
      )}
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={<span style={{ whiteSpace: 'pre-line' }}>{serverError}</span>}
          data-testid="json-error"
        />
      )}
    </Flex>
  );
}

function JsonIssues({ ns, parsed }: { ns: string; parsed: Extract<ParsedDocuments, { ok: false }> }) {
  const { t } = useTranslation(ns);
  return (
    <Alert
      type="error"
      showIcon
      title={parsed.syntax ? t('json.syntax', { error: parsed.syntax }) : t('json.invalid')}
      data-testid="json-issues"
      description={
        parsed.issues.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {parsed.issues.map((issue, i) => (
              <li key={i}>
                <Typography.Text code>{issue.path || '—'}</Typography.Text> {messageText(t, issue.code)}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
