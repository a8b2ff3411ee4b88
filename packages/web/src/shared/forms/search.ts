import { charLength, domainConstants } from '@sentio/domain';

/** A search is empty or at least 3 characters; the server refuses anything between (SEARCH_TOO_SHORT). */
export const searchTooShort = (query: string): boolean => {
  const q = query.trim();
  return q !== '' && charLength(q) < domainConstants.searchMinLength;
};
