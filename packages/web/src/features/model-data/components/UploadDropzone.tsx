import type { Source } from '@sentio/domain';
import { UploadDropzone as SourceDropzone } from '../../../shared/sources/UploadDropzone';
import { useUploadSource } from '../api/upload';

/** The sources kit's drop zone over a model's upload. */
export function UploadDropzone({ modelId, onUploaded }: { modelId: string; onUploaded: (source: Source) => void }) {
  const upload = useUploadSource(modelId);
  return (
    <SourceDropzone<Source>
      ns="modelData"
      testId="upload-dropzone"
      send={(request, callbacks) => upload.mutate(request, callbacks)}
      onUploaded={onUploaded}
    />
  );
}
