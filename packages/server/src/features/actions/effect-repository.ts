import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Condition } from '../project-documents/search-filter.js';
import { emptyCounts, type EffectWindows, type WindowCounts } from './effect.js';

const NPS_CELLS = 11;
const CSAT_CELLS = 10;

/**
 * SQL of an action's effect (docs/actions.md, "Effect"): one read of the analysis's documents in the two windows
 * (on content_date, ends exclusive), each marked as in the slice or not, counted per window: every document (the
 * total), the slice, its sentiment polarities and its NPS and CSAT answers (the rollups' trigger-kept copies).
 */
export class EffectRepository {
  constructor(private readonly db: Db) {}

  /** `base`: the analysis's documents (trashed and, as the search does, empty ones left out); `slice` within it. */
  async windows(base: Condition, slice: Condition, w: EffectWindows): Promise<{ before: WindowCounts; after: WindowCounts }> {
    const documents = this.db
      .selectFrom('project_document')
      .where(base)
      .where('project_document.content_date', '>=', w.before.start)
      .where('project_document.content_date', '<', w.after.end)
      .select((eb) => [
        sql<boolean>`${slice(eb)}`.as('in_slice'),
        sql<boolean>`project_document.content_date >= ${w.after.start}`.as('after'),
        sql<number | null>`sentio_polarity(project_document.sentiment)`.as('polarity'),
        'project_document.nps_score as nps',
        'project_document.csat_score as csat',
      ]);
    const inSlice = (condition: string) => sql.raw(`count(*) filter (where d.in_slice and ${condition})::int`);
    const rows = await this.db
      .selectFrom(documents.as('d'))
      .select([
        'd.after',
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where d.in_slice)::int`.as('documents'),
        inSlice('d.polarity = 1').as('positive'),
        inSlice('d.polarity = 0').as('neutral'),
        inSlice('d.polarity = -1').as('negative'),
        ...Array.from({ length: NPS_CELLS }, (_, i) => inSlice(`d.nps = ${i}`).as(`nps_${i}`)),
        ...Array.from({ length: CSAT_CELLS }, (_, i) => inSlice(`d.csat = ${i + 1}`).as(`csat_${i + 1}`)),
      ])
      .groupBy('d.after')
      .execute();
    const out = { before: emptyCounts(), after: emptyCounts() };
    for (const row of rows) {
      const r = row as Record<string, unknown>;
      const n = (key: string) => Number(r[key] ?? 0);
      out[row.after ? 'after' : 'before'] = {
        documents: n('documents'),
        total: n('total'),
        positive: n('positive'),
        neutral: n('neutral'),
        negative: n('negative'),
        nps: Array.from({ length: NPS_CELLS }, (_, i) => n(`nps_${i}`)),
        csat: Array.from({ length: CSAT_CELLS }, (_, i) => n(`csat_${i + 1}`)),
      };
    }
    return out;
  }
}
