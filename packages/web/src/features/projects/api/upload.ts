import { useMutation } from '@tanstack/react-query';
import { endpoints, type uploadedFileSchema } from '@sentio/domain';
import type { z } from 'zod';
import { endpointUrl } from '../../../app/api/client';
import { postForm } from '../../../shared/upload/postForm';

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Sends an icon image to `POST /api/file?scope=PROJECT_ICON` as multipart (part `file`). */
export function uploadProjectIcon(file: File, scopeId: string): Promise<UploadedFile> {
  const endpoint = endpoints.fileUpload;
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<UploadedFile>(endpoint, endpointUrl(endpoint, { query: { scope: 'PROJECT_ICON', scopeId } }), form);
}

export const useUploadIcon = () =>
  useMutation<UploadedFile, Error, { file: File; scopeId: string }>({
    meta: { form: true },
    mutationFn: ({ file, scopeId }) => uploadProjectIcon(file, scopeId),
  });
