import { helpGuideKeys, isHelpGuideKey, type HelpVideo, type HelpVideoSave } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { StoredHelpVideo } from './repository.js';

/** What the service needs of the store (the repository; a fake in unit tests). */
export interface HelpVideoStore {
  all(): Promise<StoredHelpVideo[]>;
  set(guide: string, language: HelpVideo['language'], url: string, userId: string): Promise<void>;
  remove(guide: string, language: HelpVideo['language']): Promise<void>;
}

const order = (guide: string) => (helpGuideKeys as readonly string[]).indexOf(guide);

/**
 * The learning center's videos (docs/tour-and-help.md): every signed-in user reads them, operators set them. Rows of
 * a guide that is no longer in the domain's list are left out of the answer rather than failing it.
 */
export class HelpService {
  constructor(private readonly store: HelpVideoStore) {}

  async videos(): Promise<HelpVideo[]> {
    const rows = await this.store.all();
    return rows
      .filter((r): r is StoredHelpVideo & { guide: HelpVideo['guide']; language: HelpVideo['language'] } =>
        isHelpGuideKey(r.guide) && (r.language === 'en' || r.language === 'tr'),
      )
      .sort((a, b) => order(a.guide) - order(b.guide) || a.language.localeCompare(b.language))
      .map((r) => ({ guide: r.guide, language: r.language, url: r.url, updatedAt: r.updatedAt.toISOString() }));
  }

  /** Sets or (url null) removes a guide's video; an unknown guide is 404 HELP_GUIDE_NOT_FOUND. */
  async save(userId: string, body: HelpVideoSave): Promise<HelpVideo[]> {
    if (!isHelpGuideKey(body.guide)) throw errors.notFound('HELP_GUIDE_NOT_FOUND');
    if (body.url === null) await this.store.remove(body.guide, body.language);
    else await this.store.set(body.guide, body.language, body.url, userId);
    return this.videos();
  }
}
