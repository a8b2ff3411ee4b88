import type { Bookmark, VirtualCategory } from '@sentio/domain';

export const bookmarkId = '22222222-3333-4444-8555-666666666666';
export const virtualId = '33333333-4444-4555-8666-777777777777';

export function bookmarkOf(over: Partial<Bookmark> = {}): Bookmark {
  return {
    id: bookmarkId,
    name: 'Refund complaints',
    scope: 'USER',
    isDefault: false,
    includeDate: false,
    query: 'q=refund&fq=segment__gold__IN',
    createdBy: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

export function virtualCategoryOf(over: Partial<VirtualCategory> = {}): VirtualCategory {
  return {
    id: virtualId,
    name: 'Angry gold customers',
    color: '#722ED1',
    filter: { query: 'angry', fieldQueries: [], categoryQueries: [] },
    includedCount: 0,
    excludedCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}
