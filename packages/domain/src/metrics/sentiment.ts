export type Polarity = 'positive' | 'neutral' | 'negative';

/**
 * Label spellings of each polarity, already folded by `foldLabel` (lower case, no diacritics, dotless ı → i), so
 * "Nötr", "NOTR" and "nötr" all meet "notr". Sentiment models are trained by users in English or Turkish, hence both.
 * The rollups mirror these lists in SQL; keep them the single source.
 */
export const polarityAliases: Readonly<Record<Polarity, readonly string[]>> = {
  positive: ['positive', 'pos', 'pozitif', 'olumlu', '+'],
  negative: ['negative', 'neg', 'negatif', 'olumsuz', '-'],
  neutral: ['neutral', 'neu', 'notr', 'tarafsiz', 'notral'],
};

/**
 * Case- and diacritic-insensitive form of a label: NFD strips the marks of ö/ü/ş/ç/ğ and the dot of İ; the Turkish
 * dotless ı has no decomposition, so it is mapped to i by hand.
 */
export function foldLabel(label: string): string {
  return label
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i');
}

const byAlias = new Map<string, Polarity>(
  (Object.entries(polarityAliases) as [Polarity, readonly string[]][]).flatMap(([polarity, aliases]) =>
    aliases.map((alias) => [alias, polarity] as const),
  ),
);

/** The polarity a sentiment label stands for; null for no label or one that is not polar (e.g. an emotion). */
export function polarity(label: string | null): Polarity | null {
  if (label === null) return null;
  return byAlias.get(foldLabel(label)) ?? null;
}
