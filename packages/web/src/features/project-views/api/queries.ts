import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { viewKeys } from './keys';

export const useBookmarks = (code: string) => useApiQuery(viewKeys.bookmarks(code), endpoints.bookmarkList, { params: { code } });

export const useVirtualCategories = (code: string) =>
  useApiQuery(viewKeys.virtualCategories(code), endpoints.virtualCategoryList, { params: { code } });

export const useContentGroup = (code: string, model: string, category: string, page: number) =>
  useApiQuery(viewKeys.contentGroup(code, model, category, page), endpoints.contentGroupDocuments, {
    params: { code, model, category },
    body: { page, size: 10 },
  });

export const useNpsField = (code: string) => useApiQuery(viewKeys.npsField(code), endpoints.npsField, { params: { code } });

export const useAttributeSettings = (code: string) =>
  useApiQuery(viewKeys.attributeSettings(code), endpoints.attributeSettingsGet, { params: { code } });
