/**
 * Named entities found by patterns, and user-defined entity mappings.
 *
 * Built-in types:
 * - `EMAIL` — an e-mail address; value: the address lower-cased.
 * - `PHONE` — a Turkish number (+90 5xx xxx xx xx, 0 (5xx) xxx xx xx, 05xx…, 0212 xxx xx xx, 444 x xxx, and
 *   5xx xxx xx xx without a prefix for mobiles) or an international +CC number; value: E.164, e.g. `+905321234567`.
 * - `IBAN` — any ISO 13616 country, with its registered length and a valid mod-97 check, written compact or in
 *   groups of 4; value: compact and upper-case.
 * - `TCKN` — a Turkish identity number (11 digits, first not 0, valid 10th and 11th check digits); value: the digits.
 * - `CARD` — a payment card number, 13–19 digits, optionally grouped by spaces or dashes, Luhn-valid; value: the digits.
 * - `DATE` — dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy (day first; with "/" month first when only that is possible, as in
 *   12/31/2024), yyyy-mm-dd, and month names in Turkish (with or without diacritics) or English ("12 Mart 2024",
 *   "5 mayis", "March 12, 2024", "1st of May"); years 1800–2199; impossible dates such as 31.02.2024 are not
 *   dates. Value: `yyyy-mm-dd`, or `--mm-dd` when no year is written.
 * - `AMOUNT` — a number with a currency symbol, code or name ("1.250,50 TL", "₺100", "$12.99", "100 USD",
 *   "50 euro", "€ 20", "300 liralık"); Turkish and English separators are told apart; value: the number with `.`
 *   as decimal separator and no grouping, a space, and the ISO 4217 code, e.g. `1250.50 TRY`.
 * - `ORDER_NUMBER`, `TICKET_NUMBER` — an identifier after a keyword ("sipariş no: 123456", "order #A-12345",
 *   "talep numarası 4567", "ticket 98765"; the Turkish and English keywords are listed in references.ts); the span
 *   is the identifier alone; value: the identifier upper-cased.
 */
export const BUILTIN_ENTITY_TYPES = [
  'EMAIL',
  'PHONE',
  'IBAN',
  'TCKN',
  'CARD',
  'DATE',
  'AMOUNT',
  'ORDER_NUMBER',
  'TICKET_NUMBER',
] as const;

export type BuiltinEntityType = (typeof BUILTIN_ENTITY_TYPES)[number];

/** A built-in type, or the `name` of a user mapping. */
export type EntityType = BuiltinEntityType | (string & Record<never, never>);

/** Personal data under KVKK/GDPR: what {@link maskEntities} replaces unless told otherwise. */
export const DEFAULT_MASKED_TYPES: readonly EntityType[] = ['EMAIL', 'PHONE', 'IBAN', 'TCKN', 'CARD'];

export interface Entity {
  type: EntityType;
  /** The characters as written; always `original.slice(start, end)`. */
  text: string;
  /** UTF-16 offsets into the text that was searched, so a UI can highlight `text.slice(start, end)`. */
  start: number;
  end: number;
  /** Normalised form (see {@link BUILTIN_ENTITY_TYPES}); for a mapping, its `target`, else the matched text. */
  value?: string;
}

/**
 * A user-defined entity. `source` is a literal phrase (matched case-insensitively, I/ı/İ/i alike, on word
 * boundaries, any run of white space matching any other) or, when `regex` is true, a JavaScript regular
 * expression source (compiled with the flags `giu`, so also case-insensitive).
 */
export interface EntityMapping {
  /** The entity type reported for a match, e.g. `AIRLINE`. */
  name: string;
  source: string;
  /** Normalised value reported for a match, e.g. "Turkish Airlines" for "THY"; an empty target counts as none. */
  target?: string;
  regex: boolean;
}
