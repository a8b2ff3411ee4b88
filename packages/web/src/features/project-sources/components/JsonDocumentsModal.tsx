import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { TextFilePicker } from '../../../shared/upload/TextFilePicker';
import { jsonExample, parseJsonDocuments } from '../../../shared/sources/json-documents';
import { useProjectJsonIngest } from '../api/mutations';
import { defaultChannel, type ChannelOption } from '../lib/channels';
import { ChannelSelect } from './ChannelSelect';

/**
 * JSON documents or dialogues pasted or picked from a file, checked here with the server's schema (text or turns,
 * at most 5,000), then stored all or nothing under the chosen channel.
 */
export function JsonDocumentsModal({
  project,
  channels,
  open,
  onClose,
}: {
  project: ProjectDetail;
  channels: readonly ChannelOption[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projectSources');
  const ingest = useProjectJsonIngest(project.code);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = useMemo(() => (text.trim() ? parseJsonDocuments(text) : null), [text]);
  const channel = picked ?? defaultChannel(channels);

  const close = () => {
    ingest.reset();
    setText('');
    setServerError(null);
    onClose();
  };
  const send = () => {
    if (!parsed?.ok || !channel) return;
    setServerError(null);
    ingest.mutate(
      { channelCode: channel, documents: parsed.documents },
      {
        onError: (error) => {
          const api = apiErrorOf(error);
          if (!api || !isFormError(api)) return;
          const fields = (api.fields ?? []).slice(0, 5).map((f) => `${f.field}: ${messageText(t, f.messageCode, f.message)}`);
          setServerError([apiErrorText(t, api), ...fields].join('\n'));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('json.title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        ingest.isSuccess
          ? [
              <Button key="close" type="primary" onClick={close} data-testid="json-close">
                {t('common.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="send"
                type="primary"
                disabled={!parsed?.ok || !channel}
                loading={ingest.isPending}
                onClick={send}
                data-testid="json-submit"
              >
                {t('json.submit')}
              </Button>,
            ]
      }
    >
      {ingest.isSuccess ? (
        <Result
          status="success"
          title={t('json.stored', { count: ingest.data.stored })}
          subTitle={ingest.data.failed ? t('json.failedCount', { count: ingest.data.failed }) : t('json.classifying')}
          data-testid="json-result"
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {project.dataType === 'DIALOGUE' ? t('json.hintDialogue') : t('json.hintStandard')}
          </Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Form.Item label={t('channel.label')} required style={{ marginBottom: 0 }}>
              <ChannelSelect options={channels} value={channel} onChange={setPicked} testId="json-channel" />
            </Form.Item>
          </Form>
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
            autoSize={{ minRows: 8, maxRows: 20 }}
            placeholder={t('json.placeholder')}
            style={{ fontFamily: 'monospace' }}
            spellCheck={false}
            aria-label={t('json.title')}
            data-testid="json-textarea"
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
        </Flex>
      )}
    </Modal>
  );
}
