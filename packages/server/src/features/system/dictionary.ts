import { TOPIC_ENGLISH_STOPWORDS, TOPIC_TURKISH_STOPWORDS } from '@sentio/ml';
import { defaultMessages, type Dictionary, type DictionaryBody, type SystemLanguage } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DictionaryRepository, type DictionaryRow as Row } from './dictionary-repository.js';
import { AppError } from '../../platform/errors.js';

/**
 * The topic engine's stopword dictionary (docs/system-admin.md, "Dictionary"): per language, the built-in list of
 * `@sentio/ml`, the words an operator added and the built-in words an operator removed. A root cause run reads the
 * additions and removals of both languages through `engineLists` (the engine applies both lists to every document,
 * as it does its built-in ones) and passes them to the engine as options.
 */

const BUILT_IN: Record<SystemLanguage, readonly string[]> = { tr: TOPIC_TURKISH_STOPWORDS, en: TOPIC_ENGLISH_STOPWORDS };
/** How long a run's read of the lists is reused in this process; a save here clears it at once. */
const ENGINE_TTL_MS = 30_000;

const invalid = (field: string) => ({ field, messageCode: 'FIELD_INVALID' as const, message: defaultMessages.FIELD_INVALID });
const lower = (word: string, language: SystemLanguage) => word.trim().toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-US');
const unique = (words: readonly string[], language: SystemLanguage) =>
  [...new Set(words.map((w) => lower(w, language)))].sort((a, b) => a.localeCompare(b, language));

export class DictionaryService {
  private engine: { value: { stopwords: string[]; keepWords: string[] }; until: number } | null = null;

  constructor(
    private readonly repo: DictionaryRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async get(language: SystemLanguage): Promise<Dictionary> {
    const row = (await this.repo.all()).find((r) => r.language === language);
    return this.present(language, row);
  }

  async save(userId: string, body: DictionaryBody): Promise<Dictionary> {
    const { language } = body;
    const builtIn = new Set(BUILT_IN[language].map((w) => lower(w, language)));
    const added = unique(body.added, language);
    const removed = unique(body.removed, language);
    const fields = [
      ...removed.flatMap((w, i) => (builtIn.has(w) ? [] : [invalid(`removed.${i}`)])),
      ...added.flatMap((w, i) => (removed.includes(w) ? [invalid(`added.${i}`)] : [])),
    ];
    if (fields.length > 0) throw new AppError(400, 'ValidationException', 'VALIDATION_FAILED', { fields });
    await this.repo.save(language, added, removed, userId);
    this.engine = null;
    return this.get(language);
  }

  /** What the next topic run uses: additions and removals of every language. */
  async engineLists(): Promise<{ stopwords: string[]; keepWords: string[] }> {
    if (this.engine && this.engine.until > this.now()) return this.engine.value;
    const rows = await this.repo.all();
    const value = { stopwords: rows.flatMap((r) => r.added), keepWords: rows.flatMap((r) => r.removed) };
    this.engine = { value, until: this.now() + ENGINE_TTL_MS };
    return value;
  }

  /** The in-process copy of the lists (the operator's cache page). */
  readonly cache = {
    size: () =>
      this.engine && this.engine.until > this.now() ? this.engine.value.stopwords.length + this.engine.value.keepWords.length : 0,
    ttlSeconds: ENGINE_TTL_MS / 1000,
    clear: () => {
      this.engine = null;
    },
  };

  private present(language: SystemLanguage, row: Row | undefined): Dictionary {
    const builtIn = unique(BUILT_IN[language], language);
    const added = row?.added ?? [];
    const removed = row?.removed ?? [];
    const effective = new Set([...builtIn.filter((w) => !removed.includes(w)), ...added]);
    return {
      language,
      builtIn,
      added,
      removed,
      effective: effective.size,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by_email ?? null,
    };
  }
}

const services = new WeakMap<Db, DictionaryService>();

/** One dictionary service per database handle: the system pages and the root cause runs share its cache. */
export function dictionaryService(db: Db): DictionaryService {
  let service = services.get(db);
  if (!service) {
    service = new DictionaryService(new DictionaryRepository(db));
    services.set(db, service);
  }
  return service;
}
