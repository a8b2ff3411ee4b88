import { useState } from 'react';
import { Button, Form, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { JsonDocumentsInput, useJsonDocuments } from '../../../shared/sources/JsonDocumentsInput';
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
  const json = useJsonDocuments('projectSources');
  const { parsed } = json;
  const [picked, setPicked] = useState<string | null>(null);
  const channel = picked ?? defaultChannel(channels);

  const close = () => {
    ingest.reset();
    json.clear();
    onClose();
  };
  const send = () => {
    if (!parsed?.ok || !channel) return;
    json.setServerError(null);
    ingest.mutate({ channelCode: channel, documents: parsed.documents }, { onError: json.onError });
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
        <JsonDocumentsInput
          ns="projectSources"
          json={json}
          dialogue={project.dataType === 'DIALOGUE'}
          textareaTestId="json-textarea"
          rows={{ minRows: 8, maxRows: 20 }}
          ariaLabel={t('json.title')}
        >
          <Form layout="vertical" component="div">
            <Form.Item label={t('channel.label')} required style={{ marginBottom: 0 }}>
              <ChannelSelect options={channels} value={channel} onChange={setPicked} testId="json-channel" />
            </Form.Item>
          </Form>
        </JsonDocumentsInput>
      )}
    </Modal>
  );
}
