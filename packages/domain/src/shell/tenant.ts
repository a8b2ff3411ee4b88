import { z } from 'zod';
import { shellConstants } from './constants.js';

export const primaryScaleKeys = ['0', '5', '10', '20', '30', '40', '50', '60', '70', '80', '90'] as const;

export const tenantConfigSchema = z.object({
  analytics: z.boolean(),
  tenantName: z.string(),
  customBranding: z.boolean(),
  defaultLogin: z.boolean(),
  logo: z.string(),
  logoIcon: z.string(),
  favIcon: z.string(),
  logoText: z.string(),
  loginLogo: z.string(),
  loginRight: z.string(),
  loginLeft: z.string(),
  loginBg: z.string(),
  helpDeskUrl: z.string(),
  /** Default main date range of date-filtered pages; a period preset code (year to date unless configured). */
  defaultDate: z.string(),
  /**
   * IANA zone that decides what "today", "this week" and day boundaries mean for the tenant's users (dates
   * module). One zone per tenant, not per browser: a team in two countries must see the same daily numbers.
   */
  timeZone: z.string(),
  theme: z.object({
    primaryColor: z.string(),
    primaryColors: z.record(z.enum(primaryScaleKeys), z.string()),
  }),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/**
 * The 0…90 scale of a primary colour: 0 is the colour itself, higher keys mix it towards white
 * (k% white), which is how light backgrounds, hovers and tags are derived from one brand colour.
 */
export function primaryScale(color: string): Record<(typeof primaryScaleKeys)[number], string> {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  const rgb = m?.[1] ? [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16)) : [255, 216, 3];
  const out = {} as Record<(typeof primaryScaleKeys)[number], string>;
  for (const key of primaryScaleKeys) {
    const t = Number(key) / 100;
    out[key] = `#${rgb.map((c) => hex(c + (255 - c) * t)).join('')}`.toUpperCase();
  }
  return out;
}

export const defaultTenantConfig: TenantConfig = {
  analytics: false,
  tenantName: 'Sentio',
  customBranding: false,
  defaultLogin: true,
  logo: '/brand/logo.svg',
  logoIcon: '/brand/logo-icon.svg',
  favIcon: '/brand/favicon.svg',
  logoText: 'Sentio',
  loginLogo: '/brand/logo.svg',
  loginRight: '',
  loginLeft: '',
  loginBg: '',
  helpDeskUrl: '',
  defaultDate: 'YEAR_TO_DATE',
  // Turkish-first product: the default tenant reads days in Istanbul time. Operators set their own per host.
  timeZone: 'Europe/Istanbul',
  theme: { primaryColor: shellConstants.theme.primaryColor, primaryColors: primaryScale(shellConstants.theme.primaryColor) },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge: objects merge key by key, everything else from `over` replaces `base`. */
export function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in base ? deepMerge(base[key], value) : value;
  return out as T;
}

export type TenantResolution = { config: TenantConfig; warning: string | null };

/**
 * Picks the entry of `/tenant-config.json` for `host` and merges it over the defaults.
 * A missing entry, a malformed file or an entry that does not fit the schema gives the defaults and a
 * warning — the shell must always start. When only `primaryColor` is given, the scale follows it.
 */
export function resolveTenantConfig(file: unknown, host: string): TenantResolution {
  if (!isPlainObject(file)) return { config: defaultTenantConfig, warning: 'tenant configuration is not an object' };
  const entry = file[host];
  if (entry === undefined) return { config: defaultTenantConfig, warning: `no tenant configuration for host ${host}` };
  let merged = deepMerge(defaultTenantConfig, entry);
  const theme = isPlainObject(entry) ? entry['theme'] : undefined;
  if (isPlainObject(theme) && typeof theme['primaryColor'] === 'string' && !isPlainObject(theme['primaryColors'])) {
    merged = { ...merged, theme: { ...merged.theme, primaryColors: primaryScale(theme['primaryColor']) } };
  }
  const parsed = tenantConfigSchema.safeParse(merged);
  if (!parsed.success) return { config: defaultTenantConfig, warning: `tenant configuration for ${host} is invalid` };
  return { config: parsed.data, warning: null };
}
