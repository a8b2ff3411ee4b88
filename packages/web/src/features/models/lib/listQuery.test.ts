// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasFilters, listQueryFromSearch, searchFromListQuery } from './listQuery';
import { searchTooShort } from '../../../shared/forms/search';

describe('model list query ↔ URL', () => {
  it('reads defaults from an empty URL and drops them when writing', () => {
    const q = listQueryFromSearch(new URLSearchParams());
    expect(q).toEqual({ tab: 'ALL', page: 0, size: 10 });
    expect(searchFromListQuery(q).toString()).toBe('');
    expect(hasFilters(q)).toBe(false);
  });

  it('round-trips every filter', () => {
    const url =
      'view=FAVOURITES&search=iade&senseType=SENTIMENT&language=tr&ownerId=0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f&trainingStatus=FAILED&page=2&size=20';
    const q = listQueryFromSearch(new URLSearchParams(url));
    expect(q).toMatchObject({ tab: 'FAVOURITES', search: 'iade', senseType: 'SENTIMENT', page: 2, size: 20 });
    expect(hasFilters(q)).toBe(true);
    expect(searchFromListQuery(q).toString()).toBe(url);
  });

  it('ignores malformed values instead of sending a request the server would refuse', () => {
    const q = listQueryFromSearch(
      new URLSearchParams('view=X&senseType=Y&language=de&ownerId=1&trainingStatus=Z&page=-1&size=500'),
    );
    expect(q).toEqual({ tab: 'ALL', page: 0, size: 10 });
    // Searches under 3 characters are not sent.
    expect(listQueryFromSearch(new URLSearchParams('search=ab')).search).toBeUndefined();
    expect(listQueryFromSearch(new URLSearchParams('search=abc')).search).toBe('abc');
  });
});

describe('searchTooShort', () => {
  it('allows empty or 3+ characters, counting characters not bytes', () => {
    expect(searchTooShort('')).toBe(false);
    expect(searchTooShort('  ')).toBe(false);
    expect(searchTooShort(' ab ')).toBe(true);
    expect(searchTooShort('İzm')).toBe(false);
  });
});
