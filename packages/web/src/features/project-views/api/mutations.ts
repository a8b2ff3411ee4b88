import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  endpoints,
  type attributeSettingsBody,
  type bookmarkBody,
  type contentGroupTransformBody,
  type npsSettingsBody,
  type virtualCategoryBody,
} from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { projectKeys } from '../../projects';
import { viewKeys } from './keys';

export type BookmarkInput = z.input<typeof bookmarkBody>;
export type VirtualCategoryInput = z.input<typeof virtualCategoryBody>;
export type NpsSettingsInput = z.input<typeof npsSettingsBody>;
export type AttributeSettingsInput = z.input<typeof attributeSettingsBody>;
export type TransformInput = z.input<typeof contentGroupTransformBody>;
export interface GroupRef {
  model: string;
  category: string;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
}

/** Form errors (BOOKMARK_NAME_TAKEN…) are shown by the modal. */
export function useSaveBookmark(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.bookmarkCreate,
    { form: true, onSuccess: () => void invalidate(viewKeys.bookmarks(code)) },
    (body: BookmarkInput) => ({ params: { code }, body }),
  );
}

export function useUpdateBookmark(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.bookmarkUpdate,
    { form: true, onSuccess: () => void invalidate(viewKeys.bookmarks(code)) },
    ({ id, body }: { id: string; body: BookmarkInput }) => ({ params: { code, id }, body }),
  );
}

export function useDeleteBookmark(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.bookmarkDelete,
    { onSuccess: () => void invalidate(viewKeys.bookmarks(code)) },
    (id: string) => ({
      params: { code, id },
    }),
  );
}

/** A virtual category changes what the search counts: refresh the whole analysis. */
export function useSaveVirtualCategory(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.virtualCategorySave,
    { form: true, onSuccess: () => void invalidate(projectKeys.project(code)) },
    (body: VirtualCategoryInput) => ({ params: { code }, body }),
  );
}

export function useDeleteVirtualCategory(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.virtualCategoryDelete,
    { onSuccess: () => void invalidate(projectKeys.project(code)) },
    (virtualCategoryId: string) => ({ query: { projectCode: code, virtualCategoryId } }),
  );
}

export function useVirtualTransactions(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.virtualCategoryTransactions,
    { onSuccess: () => void invalidate(projectKeys.project(code)) },
    ({ id, add = [], remove = [] }: { id: string; add?: string[]; remove?: string[] }) => ({
      params: { code, id },
      body: { add, remove },
    }),
  );
}

export function useContentGroupTransactions(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.contentGroupTransactions,
    { onSuccess: () => void invalidate(viewKeys.contentGroups(code)) },
    ({ model, category, add = [], remove = [] }: GroupRef & { add?: string[]; remove?: string[] }) => ({
      params: { code, model, category },
      body: { add, remove },
    }),
  );
}

/** Training data or a new virtual category: both change what other tabs show. */
export function useTransformContentGroup(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.contentGroupTransform,
    { form: true, onSuccess: () => void invalidate(projectKeys.project(code)) },
    ({ model, category, body }: GroupRef & { body: TransformInput }) => ({ params: { code, model, category }, body }),
  );
}

/** Stored documents are re-scored: counts and widgets of the analysis change. */
export function useSaveNpsSettings(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.npsSettingsSave,
    { form: true, onSuccess: () => void invalidate(projectKeys.project(code)) },
    (body: NpsSettingsInput) => ({ params: { code }, body }),
  );
}

export function useSaveAttributeSettings(code: string) {
  const invalidate = useInvalidate();
  return useApiMutation(
    endpoints.attributeSettingsSave,
    { form: true, onSuccess: () => void invalidate(projectKeys.project(code)) },
    (body: AttributeSettingsInput) => ({ params: { code }, body }),
  );
}
