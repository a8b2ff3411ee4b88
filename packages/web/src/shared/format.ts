import i18next from 'i18next';

/**
 * Every number the UI shows goes through these functions, in the interface language: Turkish writes "%82,0" and
 * "1.234", English "82.0%" and "1,234". Hand formatting (`toFixed`, a template with "%") printed English numbers in the
 * Turkish UI. A caller may pass the language; by default it is i18next's, so a component that re-renders on a
 * language change (any `useTranslation` user) shows the new format.
 */

const dash = '—';
const cache = new Map<string, Intl.NumberFormat>();

/** The interface language (i18next's), English before i18next is initialised. */
export const uiLanguage = (): string => i18next.resolvedLanguage ?? i18next.language ?? 'en';

function formatter(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const lng = language ?? uiLanguage();
  const key = `${lng}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lng, options);
    cache.set(key, found);
  }
  return found;
}

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

export interface NumberOptions {
  language?: string;
  /** Exactly this many decimals (e.g. 3 for weights). */
  digits?: number;
  /** At most this many decimals (default 0 for counts; scores pass 1). */
  maxDigits?: number;
}

/** A number with grouping and the language's decimal sign; '—' when there is no number. */
export function formatNumber(value: number | null | undefined, options: NumberOptions = {}): string {
  if (missing(value)) return dash;
  const { digits, maxDigits } = options;
  return formatter(
    options.language,
    digits !== undefined
      ? { minimumFractionDigits: digits, maximumFractionDigits: digits }
      : { maximumFractionDigits: maxDigits ?? 0 },
  ).format(value);
}

/** A count: 12345 → "12,345" / "12.345". */
export const formatCount = (value: number | null | undefined, language?: string): string =>
  formatNumber(value, language === undefined ? {} : { language });

export interface PercentOptions {
  language?: string;
  /** Exactly this many decimals (default 1: model metrics are compared at one decimal). */
  digits?: number;
  /** At most this many decimals instead (dashboards: 40 %, 12.5 %). */
  maxDigits?: number;
}

/** A share (0..1) as a percentage in the language's style: 0.82 → "82.0%" / "%82,0"; '—' when there is no number. */
export function formatPercent(share: number | null | undefined, options: PercentOptions = {}): string {
  if (missing(share)) return dash;
  const { maxDigits } = options;
  const digits = options.digits ?? 1;
  return formatter(
    options.language,
    maxDigits !== undefined
      ? { style: 'percent', maximumFractionDigits: maxDigits }
      : { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(share);
}

/** A share (0..1) as a percentage with one decimal (model metrics, confidences); '—' when there is no number. */
export const percent = (value: number | null | undefined, language?: string): string =>
  formatPercent(value, language === undefined ? {} : { language });

/**
 * A change with its sign: +3.2 / −0.4; zero has no sign. `maxDigits` decimals at most (default 1), '—' without a
 * number.
 */
export function formatSigned(delta: number | null | undefined, options: NumberOptions = {}): string {
  if (missing(delta)) return dash;
  const text = formatNumber(Math.abs(delta), { ...options, maxDigits: options.maxDigits ?? 1 });
  if (delta > 0 && text !== formatNumber(0, options)) return `+${text}`;
  return delta < 0 && text !== formatNumber(0, options) ? `−${text}` : text;
}

/** antd Progress's `format`: its own "87%" is English; this writes the percent in the UI language. */
export const progressFormat = (value: number | undefined): string => formatPercent((value ?? 0) / 100, { maxDigits: 0 });
