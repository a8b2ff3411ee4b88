import type { Db } from '../../platform/db/database.js';
import { dictionaryService } from './dictionary.js';

/** The operator's stopword additions and removals, as a topic run reads them (docs/system-admin.md). */
export function engineDictionary(db: Db): () => Promise<{ stopwords: string[]; keepWords: string[] }> {
  return () => dictionaryService(db).engineLists();
}
