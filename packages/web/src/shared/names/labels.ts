import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { emotionLabels, sentimentLabels } from '@sentio/domain';

const sentiments: ReadonlySet<string> = new Set(sentimentLabels);
const emotions: ReadonlySet<string> = new Set(emotionLabels);

/**
 * Sentiment and emotion models have fixed labels whose id, name and path are the codes (POSITIVE, JOY…): the server
 * stores codes so that every language reads the same data. Wherever a label or category name is shown — the data
 * sidebar, the labelling page, statistics, tests, dashboards — it goes through this, so a Turkish user reads
 * "Olumlu", not "POSITIVE". A category model's own names are shown as written.
 */
export function fixedLabelKey(name: string): string | null {
  if (sentiments.has(name)) return `common:sentiment.${name}`;
  if (emotions.has(name)) return `common:emotion.${name}`;
  return null;
}

/** `(name) => display name` for label and category names (see fixedLabelKey). */
export function useLabelName(): (name: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (name: string) => {
      const key = fixedLabelKey(name);
      return key ? t(key) : name;
    },
    [t],
  );
}

/** A document's language code as its name ("Türkçe"); a code without a name is shown upper-case. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation('common');
  return useCallback((code: string) => t(`common:language.${code}`, { defaultValue: code.toUpperCase() }), [t]);
}
