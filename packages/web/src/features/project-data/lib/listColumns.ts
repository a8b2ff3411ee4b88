/**
 * The width budget of the document list (px, cell padding included). At 1440 × 900 with the side menu open, the
 * data tab's list column is about 855 px wide (docs/analyses.md); the list used to ask for 1,100 px and scrolled
 * sideways, hiding sentiment and status. What matters stays a column of its own — text, categories, sentiment,
 * status, date — and the channel goes under the date; tags are ellipsised within their column, long words wrap.
 * Below the sum (a phone, a narrow window) the table scrolls sideways rather than squeezing the text.
 */
export const listColumnWidths = {
  /** The row selection checkbox (only with a bulk action). */
  selection: 40,
  date: 112,
  categories: 176,
  sentiment: 96,
  status: 132,
} as const;

/** The text column takes what is left, but not less than this. */
export const contentMinWidth = 280;

/** The narrowest the list gets before it scrolls sideways. */
export const listMinWidth = (withSelection: boolean): number =>
  contentMinWidth +
  listColumnWidths.date +
  listColumnWidths.categories +
  listColumnWidths.sentiment +
  listColumnWidths.status +
  (withSelection ? listColumnWidths.selection : 0);

/** A tag that never widens its column: at most the cell's width, ellipsised, the full text in its title. */
export const fittedTag = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', marginInlineEnd: 0 } as const;
