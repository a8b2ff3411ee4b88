/** An alias row as the name lookups read it. */
export interface AliasNameRow {
  alias_type: string;
  model_id: string | null;
  category_id: string | null;
  attribute: string | null;
  value: string | null;
  alias_tr: string | null;
  alias_en: string | null;
  value_alias: string | null;
}

export type AliasLanguage = 'en' | 'tr';

/** The normalised key of what an alias renames: one alias per key and analysis. */
export function aliasKey(r: Pick<AliasNameRow, 'alias_type' | 'model_id' | 'category_id' | 'attribute' | 'value'>): string {
  if (r.alias_type === 'CATEGORY') return `CATEGORY:${r.model_id ?? ''}:${r.category_id ?? ''}`;
  if (r.alias_type === 'ATTRIBUTE') return `ATTRIBUTE:${r.attribute ?? ''}`;
  return `VALUE:${r.attribute ?? ''}:${r.value ?? ''}`;
}

/**
 * Names of an analysis in one language: the alias of that language, else the language-neutral value alias, else
 * none (the caller keeps the name as entered). Pure, so the catalogue and the category tree resolve alike.
 */
export class AliasNames {
  private readonly byKey = new Map<string, string>();

  constructor(rows: readonly AliasNameRow[], language: AliasLanguage) {
    for (const r of rows) {
      const text = (language === 'tr' ? r.alias_tr : r.alias_en) ?? r.value_alias;
      if (text) this.byKey.set(aliasKey(r), text);
    }
  }

  get size(): number {
    return this.byKey.size;
  }

  category(modelId: string, categoryId: string): string | undefined {
    return this.byKey.get(`CATEGORY:${modelId}:${categoryId}`);
  }

  attribute(code: string): string | undefined {
    return this.byKey.get(`ATTRIBUTE:${code}`);
  }

  value(code: string, raw: string): string | undefined {
    return this.byKey.get(`VALUE:${code}:${raw}`);
  }
}

/** The name lookups for a language, or null when none applies (no language known, e.g. a job). */
export function aliasNames(rows: readonly AliasNameRow[], language: AliasLanguage | undefined): AliasNames | null {
  if (!language || rows.length === 0) return null;
  return new AliasNames(rows, language);
}
