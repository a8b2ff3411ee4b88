import { useState, type ChangeEvent } from 'react';
import { searchTooShort } from './search';

/**
 * The search box of a list whose filters live in the URL: what is typed, and a search that reaches the URL only when
 * empty or at least 3 characters (the server refuses anything between: SEARCH_TOO_SHORT). `tooShort` says when to show
 * the hint. The URL wins when it changes (back button, "clear filters").
 */
export function useListSearch(urlValue: string | undefined, apply: (value: string | undefined) => void) {
  const [search, setSearch] = useState(urlValue ?? '');
  const [tooShort, setTooShort] = useState(false);
  const [urlSearch, setUrlSearch] = useState(urlValue);
  if (urlSearch !== urlValue) {
    setUrlSearch(urlValue);
    setSearch(urlValue ?? '');
  }
  return {
    tooShort,
    inputProps: {
      value: search,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setSearch(e.target.value);
        setTooShort(false);
      },
      onSearch: (value: string) => {
        if (searchTooShort(value)) return setTooShort(true);
        apply(value.trim() || undefined);
      },
      status: tooShort ? ('warning' as const) : undefined,
    },
  };
}
