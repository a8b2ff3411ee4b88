/** A piece of a document's text and whether it is the quoted words. */
export interface QuotePiece {
  text: string;
  quoted: boolean;
}

/**
 * Cuts `text` around the first occurrence of `quote` (Turkish-aware case-insensitive), so the reviewer sees the
 * words the assistant relied on. A quote the text does not contain leaves the text whole (the server already drops
 * such quotes; a shortened text may have lost it).
 */
export function quotePieces(text: string, quote: string): QuotePiece[] {
  const needle = quote.trim();
  if (needle === '' || text === '') return [{ text, quoted: false }];
  // Turkish lower-casing keeps the length of these strings (İ → i̇ would not, so compare with the tr locale).
  const haystack = text.toLocaleLowerCase('tr');
  const at = haystack.indexOf(needle.toLocaleLowerCase('tr'));
  if (at < 0 || haystack.length !== text.length) return [{ text, quoted: false }];
  const end = at + needle.length;
  return [
    { text: text.slice(0, at), quoted: false },
    { text: text.slice(at, end), quoted: true },
    { text: text.slice(end), quoted: false },
  ].filter((p) => p.text !== '');
}
