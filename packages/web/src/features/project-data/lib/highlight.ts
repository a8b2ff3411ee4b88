/** A piece of text and whether it matches one of the query's words. */
export interface QueryPiece {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of a free-text query worth highlighting (at least two characters; quotes and operators dropped). */
export const queryWords = (query: string): string[] =>
  [...new Set(query.toLocaleLowerCase().split(/[\s"'()|&!:-]+/u).filter((w) => [...w].length >= 2))];

/** Cuts `text` where the query's words occur (case-insensitive, any position: stems match their inflections). */
export function highlightQuery(text: string, query: string): QueryPiece[] {
  const words = queryWords(query);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.includes(part.toLocaleLowerCase()) }));
}

/** The first `max` characters of a text, cut at a word boundary when one is close. */
export function snippet(text: string, max = 240): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max - 40 ? cut : max)}…`;
}
