// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '@sentio/domain';
import { apiErrorOf } from '../../app/api/errors';
import { isFormError } from '../../app/api/errorPolicy';
import { apiErrorText, messageText } from '../../app/api/messages';
import { fileSize, uploadAccept, uploadKind } from '../upload/files';
import { progressFormat } from '../format';

interface Progressing {
  name: string;
  size: number;
  percent: number;
}

/** One file on its way, as the owner's upload mutation takes it. */
export interface UploadRequest {
  file: File;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

export interface UploadDropzoneProps<S> {
  /** The owner's translation namespace; both carry the same `upload.*` texts. */
  ns: string;
  testId: string;
  inputTestId?: string;
  /** Sends the file with the owner's mutation (a model's upload, or an analysis's upload to a channel). */
  send: (request: UploadRequest, callbacks: { onSuccess: (source: S) => void; onError: (error: unknown) => void }) => void;
  onUploaded: (source: S) => void;
  /** Why nothing can be uploaded yet (e.g. no channel chosen): the zone is disabled and says `text`. */
  blocked?: { code: MessageCode; text: string } | null;
}

/**
 * Drag-and-drop (or pick) one CSV, XLSX or JSON file and send it with a progress bar. The server reads and checks
 * the file; its refusal (type, encoding, broken quoting, size…) is shown here, next to the drop zone.
 */
export function UploadDropzone<S>({ ns, testId, inputTestId, send, onUploaded, blocked = null }: UploadDropzoneProps<S>) {
  const { t } = useTranslation(ns);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = (file: File) => {
    setProblem(null);
    if (blocked) {
      setProblem(messageText(t, blocked.code));
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
    send(
      { file, signal: abort.signal, onProgress: (percent) => setProgress((p) => (p ? { ...p, percent } : p)) },
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
      <div data-testid={testId}>
        <Upload.Dragger
          accept={uploadAccept}
          multiple={false}
          showUploadList={false}
          disabled={progress !== null || blocked !== null}
          beforeUpload={(file) => {
            start(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid={inputTestId}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{blocked ? blocked.text : t('upload.drop')}</p>
          <p className="ant-upload-hint">{t('upload.hint')}</p>
        </Upload.Dragger>
      </div>
      {progress && (
        <Flex align="center" gap={12} data-testid="upload-progress">
          <Typography.Text ellipsis style={{ maxWidth: 280 }}>
            {progress.name} ({fileSize(progress.size)})
          </Typography.Text>
          <Progress percent={progress.percent} format={progressFormat} status="active" style={{ flex: 1, margin: 0 }} />
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
