import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Result, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { useJsonUpload } from '../api/mutations';
import { jsonExample, parseJsonDocuments } from '../../../shared/sources/json-documents';
import { TextFilePicker } from '../../../shared/upload/TextFilePicker';

/** /model/json-upload/:id — documents or dialogues pasted or picked as JSON, checked here, stored all or nothing. */
export function JsonUploadPage() {
  const { t } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const upload = useJsonUpload(id);
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = useMemo(() => (text.trim() ? parseJsonDocuments(text) : null), [text]);

  const send = () => {
    if (!parsed?.ok) return;
    setServerError(null);
    upload.mutate(parsed.documents, {
      onError: (error) => {
        const api = apiErrorOf(error);
        if (!api || !isFormError(api)) return;
        const fields = (api.fields ?? []).slice(0, 5).map((f) => `${f.field}: ${messageText(t, f.messageCode, f.message)}`);
        setServerError([apiErrorText(t, api), ...fields].join('\n'));
      },
    });
  };

  return (
    <ModelShell modelId={id} page="json-upload">
      {(model) => (
        <Card title={t('json.title')} extra={<Link to={`/model/data-upload/${model.id}`}>{t('common.back')}</Link>}>
          {!access.modelManage ? (
            <Alert type="info" showIcon title={t('upload.noPermission')} />
          ) : upload.isSuccess ? (
            <Result
              status="success"
              title={t('json.stored', { count: upload.data.stored })}
              subTitle={upload.data.failed ? t('json.failedCount', { count: upload.data.failed }) : undefined}
              data-testid="json-result"
              extra={[
                <Link key="label" to={`/model/data/${model.id}`}>
                  <Button type="primary">{t('json.goLabel')}</Button>
                </Link>,
                <Button
                  key="more"
                  onClick={() => {
                    upload.reset();
                    setText('');
                  }}
                >
                  {t('json.more')}
                </Button>,
              ]}
            />
          ) : (
            <Flex vertical gap={12}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {model.dataType === 'DIALOGUE' ? t('json.hintDialogue') : t('json.hintStandard')}
              </Typography.Paragraph>
              <Space wrap>
                <TextFilePicker
                  accept=".json,application/json"
                  label={t('json.pick')}
                  onText={(content) => setText(content)}
                  testId="json-file"
                />
                <Button onClick={() => setText(jsonExample)} data-testid="json-example">
                  {t('json.example')}
                </Button>
              </Space>
              <Input.TextArea
                value={text}
                onChange={(e) => setText(e.target.value)}
                autoSize={{ minRows: 10, maxRows: 24 }}
                placeholder={t('json.placeholder')}
                style={{ fontFamily: 'monospace' }}
                spellCheck={false}
                data-testid="json-input"
              />
              {parsed && !parsed.ok && (
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
              )}
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
              <Flex justify="flex-end">
                <Button type="primary" disabled={!parsed?.ok} loading={upload.isPending} onClick={send} data-testid="json-submit">
                  {t('json.submit')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Card>
      )}
    </ModelShell>
  );
}
