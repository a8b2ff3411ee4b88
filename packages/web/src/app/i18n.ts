import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { languageSchema, messagesFor, type Language } from '@sentio/domain';
import { formatCount } from '../shared/format';

/**
 * All translations are bundled (no loading flash, works offline); adding `locales/<lng>/<ns>.json` adds
 * a namespace. English is the source and the fallback; Turkish is complete (see locales.test.ts).
 */
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export type Resources = Record<string, Record<string, Record<string, unknown>>>;

export const resources: Resources = {};
for (const [file, content] of Object.entries(modules)) {
  const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!m?.[1] || !m[2]) continue;
  (resources[m[1]] ??= {})[m[2]] = content;
}

// The texts of API message codes live once, in the domain catalogue the server answers with: `errors:codes.*`.
for (const [lng, namespaces] of Object.entries(resources)) {
  namespaces['errors'] = { ...namespaces['errors'], codes: messagesFor(lng) };
}

export const namespaces = Object.keys(resources['en'] ?? {});
export const supportedLanguages: readonly Language[] = languageSchema.options;
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => languageSchema.safeParse(value).success;

/** The saved user's language when there is one, else Turkish for Turkish browsers, else English. */
export function detectLanguage(userLanguage: string | null | undefined, navigatorLanguage: string | undefined): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  return navigatorLanguage?.toLowerCase().startsWith('tr') ? 'tr' : fallbackLanguage;
}

/** Keeps `<html lang dir>` and dayjs in step with the interface language; right-to-left scripts are recognised. */
function applyToDocument(lng: string): void {
  dayjs.locale(lng === 'tr' ? 'tr' : 'en');
  document.documentElement.lang = lng;
  document.documentElement.dir = i18next.dir(lng);
}

export async function initI18n(lng: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyToDocument);
    await i18next.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...supportedLanguages],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
    // `{{count, n}}`: a quantity inside a sentence in the language's digits ("11.584 doküman", not "11584").
    // Only numbers are formatted; anything else passes through (docs/web.md, "Names and numbers").
    i18next.services.formatter?.add('n', (value: unknown, language: string | undefined) =>
      typeof value === 'number' ? formatCount(value, language) : String(value),
    );
    applyToDocument(lng);
  } else if (i18next.language !== lng) {
    await i18next.changeLanguage(lng);
  }
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : fallbackLanguage;
}

export { i18next as i18n };
