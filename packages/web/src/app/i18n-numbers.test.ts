import { describe, expect, it } from 'vitest';
import { i18n, initI18n, resources } from './i18n';

describe('numbers inside translated sentences', () => {
  it("print a quantity in the language's digits", async () => {
    await initI18n('tr');
    expect(i18n.t('{{count, n}} doküman', { count: 11584 })).toBe('11.584 doküman');
    await i18n.changeLanguage('en');
    expect(i18n.t('{{count, n}} documents', { count: 11584 })).toBe('11,584 documents');
    expect(i18n.t('{{count, n}}', { count: 'abc' })).toBe('abc');
  });

  it('format every quantity placeholder (no bare {{count}} that prints 11584)', () => {
    const bare: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        if (/\{\{(count|rows|total|used|max|limit|correct|labelled|dialogues|unread|days)\}\}/.test(value)) bare.push(path);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
      }
    };
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, content] of Object.entries(namespaces)) if (ns !== 'errors') walk(content, `${lng}:${ns}`);
    }
    expect(bare).toEqual([]);
  });
});
