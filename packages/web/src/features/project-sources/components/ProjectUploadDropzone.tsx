import { useTranslation } from 'react-i18next';
import type { ProjectSource } from '@sentio/domain';
import { UploadDropzone } from '../../../shared/sources/UploadDropzone';
import { useUploadProjectSource } from '../api/upload';

/** The sources kit's drop zone over an analysis's upload to the chosen channel; disabled until one is chosen. */
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
  return (
    <UploadDropzone<ProjectSource>
      ns="projectSources"
      testId="source-dropzone"
      inputTestId="source-file-input"
      blocked={switchCode ? null : { code: 'DOCUMENT_CHANNEL_REQUIRED', text: t('upload.chooseChannelFirst') }}
      send={(request, callbacks) => {
        if (switchCode) upload.mutate({ ...request, switchCode }, callbacks);
      }}
      onUploaded={onUploaded}
    />
  );
}
