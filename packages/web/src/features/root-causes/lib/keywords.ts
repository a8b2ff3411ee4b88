/**
 * The keywords typed into the add form: one or several separated by commas or new lines, trimmed, empty ones and
 * repeats (compared case-insensitively) dropped, in the order typed.
 */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,\n\r]+/)) {
    const keyword = part.trim();
    const key = keyword.toLocaleLowerCase('tr');
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

/** Where the server's field errors of the keyword calls land: `keyword` and `keywords.3` on the text area, and so on. */
export type KeywordField = 'keywords' | 'categoryId' | 'connected';
const fieldOf: Partial<Record<string, KeywordField>> = {
  keyword: 'keywords',
  keywords: 'keywords',
  categoryId: 'categoryId',
  connected: 'connected',
};

/**
 * The server's field errors as the fields of a keyword form (`names`, those it shows); repeated texts are shown once,
 * other fields left out.
 */
export function keywordFieldErrors<N extends KeywordField>(
  fields: readonly { field: string; messageCode: string; message: string }[],
  text: (field: { messageCode: string; message: string }) => string,
  names: readonly N[],
): { name: N; errors: string[] }[] {
  const out = new Map<N, string[]>();
  for (const f of fields) {
    const name = names.find((n) => n === fieldOf[f.field.split('.')[0] ?? '']);
    if (name === undefined) continue;
    const errors = out.get(name) ?? [];
    const message = text(f);
    if (!errors.includes(message)) errors.push(message);
    out.set(name, errors);
  }
  return [...out].map(([name, errors]) => ({ name, errors }));
}
