import { useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectSource } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { fileSize, uploadAccept, uploadKind } from '../../../shared/upload/files';
import { useUploadProjectSource } from '../api/upload';

interface Progressing {
  name: string;
  size: number;
  percent: number;
}

/**
 * Drag-and-drop (or pick) one CSV, XLSX or JSON file and send it to the chosen channel with a progress bar. The
 * server's refusal of the file (type, encoding, size…) is shown next to the drop zone.
 */
export function ProjectUploadDropzone({
  code,
  switchCode,
  onUploaded,
}: {
  code: string;
  /** Null until a channel is chosen: the drop zone stays disabled. */
  switchCode: string | null;
  onUploaded: (source: ProjectSource) => void;
}) {
  const { t } = useTranslation('projectSources');
  const upload = useUploadProjectSource(code);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = (file: File) => {
    setProblem(null);
    if (!switchCode) {
      setProblem(messageText(t, 'DOCUMENT_CHANNEL_REQUIRED'));
      return;
    }
    if (!uploadKind(file.name)) {
      setProblem(messageText(t, 'UPLOAD_FILE_TYPE'));
      return;
    }
    if (file.size === 0) {
      setProblem(messageText(t, 'UPLOAD_EMPTY'));
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ name: file.name, size: file.size, percent: 0 });
    upload.mutate(
      { file, switchCode, signal: abort.signal, onProgress: (percent) => setProgress((p) => (p ? { ...p, percent } : p)) },
      {
        onSuccess: (source) => {
          setProgress(null);
          onUploaded(source);
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const api = apiErrorOf(error);
          if (api && isFormError(api)) setProblem(apiErrorText(t, api));
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <div data-testid="source-dropzone">
        <Upload.Dragger
          accept={uploadAccept}
          multiple={false}
          showUploadList={false}
          disabled={progress !== null || !switchCode}
          beforeUpload={(file) => {
            start(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="source-file-input"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{switchCode ? t('upload.drop') : t('upload.chooseChannelFirst')}</p>
          <p className="ant-upload-hint">{t('upload.hint')}</p>
        </Upload.Dragger>
      </div>
      {progress && (
        <Flex align="center" gap={12} data-testid="upload-progress">
          <Typography.Text ellipsis style={{ maxWidth: 280 }}>
            {progress.name} ({fileSize(progress.size)})
          </Typography.Text>
          <Progress percent={progress.percent} status="active" style={{ flex: 1, margin: 0 }} />
          <Button size="small" onClick={() => controller.current?.abort()} data-testid="upload-cancel">
            {t('upload.cancel')}
          </Button>
        </Flex>
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          title={t('upload.failed')}
          description={problem}
          data-testid="upload-error"
          closable
          onClose={() => setProblem(null)}
        />
      )}
    </Flex>
  );
}
