import { endpoints } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, type Analysis } from '../project-documents/test-support.js';
import {
  recountCategories,
  recountDays,
  recountMonths,
  recountPairs,
  recountStates,
  rollupCategories,
  rollupDays,
  rollupMonths,
  rollupPairs,
  rollupStates,
} from './test-support.js';

/**
 * The rollups are exact: after every step of a seeded random sequence of real changes (uploads with valid and
 * invalid NPS / CSAT values, re-sent IDs, marks, trash, delete, approve, re-evaluation, settings changes with a
 * rescore, other writers' updates), both rollup tables equal a recount from the documents, row for row.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  // A zone other than UTC (with its startup switch of sentio_zone()): the days are local days.
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  const ws = await documentsWorkspace(t, 'Rollup Co', { train: true });
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'rollup-co');
}, 180_000);
afterAll(() => t.close());

/** mulberry32: the same sequence on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTS = [
  'the courier never arrived and my parcel is late',
  'I was charged twice on my card, refund please',
  'the app crashes on login every time',
  'kargom çok geç geldi',
  'great service, thank you',
];
const NPS_VALUES: (number | string)[] = [0, 3, 6, 9, 10, '7', 12, 3.5];
const CSAT_VALUES: (number | string | boolean)[] = [1, 5, 10, '8', ' 4 ', 0, 11, 'x', true, '2.0'];
const SENTIMENTS = ['POSITIVE', 'Olumsuz', 'NÖTR', 'tarafsız', 'pos', 'mixed', null];

describe('rollup consistency', () => {
  it('equals a recount after every step of a random sequence of changes', async () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const categories = Object.values(a.categories);
    let externalSeq = 0;
    const liveIds = async (): Promise<string[]> =>
      (
        await t.db
          .selectFrom('project_document')
          .select('id')
          .where('project_id', '=', a.id)
          .where('trashed_at', 'is', null)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    let twoCategories = false;
    const check = async (step: string) => {
      expect(await rollupDays(t.db, a.id), `day rollup after ${step}`).toEqual(await recountDays(t.db, a.id, t.config.timeZone));
      expect(await rollupCategories(t.db, a.id), `category rollup after ${step}`).toEqual(
        await recountCategories(t.db, a.id, t.config.timeZone),
      );
      const pairs = (await rollupPairs(t.db, a.id)) as { category_id: string; co_category_id: string }[];
      expect(pairs, `category pair rollup after ${step}`).toEqual(await recountPairs(t.db, a.id, t.config.timeZone));
      twoCategories ||= pairs.some((r) => r.category_id !== r.co_category_id);
      expect(await rollupStates(t.db, a.id), `category state rollup after ${step}`).toEqual(
        await recountStates(t.db, a.id, t.config.timeZone),
      );
      for (const kind of ['day', 'category'] as const)
        expect(await rollupMonths(t.db, a.id, kind), `${kind} month rollup after ${step}`).toEqual(
          await recountMonths(t.db, a.id, kind, t.config.timeZone),
        );
    };

    const actions: Record<string, () => Promise<void>> = {
      upload: async () => {
        const count = 1 + Math.floor(next() * 4);
        const documents = Array.from({ length: count }, () => {
          // Now and then an ID already sent: the document is replaced.
          const id = externalSeq > 0 && next() < 0.3 ? `x${Math.floor(next() * externalSeq)}` : `x${externalSeq++}`;
          return {
            id,
            text: pick(TEXTS),
            date: `2026-01-${String(1 + Math.floor(next() * 20)).padStart(2, '0')}T${String(Math.floor(next() * 24)).padStart(2, '0')}:30:00Z`,
            attributes: { nps: pick(NPS_VALUES), csat: pick(CSAT_VALUES), alt: pick(NPS_VALUES) },
          };
        });
        const unique = [...new Map(documents.map((d) => [d.id, d])).values()];
        await owner.client.call(endpoints.jsonIngest, {
          params: { code: a.code },
          body: { channelCode: pick(['CALL_CENTER', 'APP_REVIEW']), documents: unique },
        });
      },
      mark: async () => {
        const ids = await liveIds();
        if (ids.length === 0) return;
        await owner.client.call(endpoints.documentMark, {
          params: { code: a.code },
          body: { documentId: pick(ids), modelCode: a.modelCode, categoryIds: next() < 0.2 ? [] : [pick(categories)] },
        });
      },
      trash: async () => {
        const ids = await liveIds();
        if (ids.length > 0) await owner.client.call(endpoints.documentTrash, { params: { code: a.code, id: pick(ids) } });
      },
      delete: async () => {
        const ids = await liveIds();
        if (ids.length > 0)
          await owner.client.call(endpoints.documentDelete, { params: { code: a.code }, body: { documentIds: [pick(ids)] } });
      },
      approve: async () => {
        const ids = await liveIds();
        if (ids.length > 0)
          await owner.client.call(endpoints.documentsApprove, {
            params: { code: a.code },
            body: { documentIds: [pick(ids), pick(ids)].filter((v, i, all) => all.indexOf(v) === i) },
          });
      },
      reevaluate: async () => {
        const res = await owner.client.request(endpoints.reevaluate, { params: { code: a.code }, body: {} });
        if (res.status === 200) await t.app.services.jobs.drain({ names: ['project.task'], timeoutMs: 60_000 });
      },
      settings: async () => {
        const settings = { npsField: pick(['nps', 'alt', null]), csatField: pick(['csat', null]) };
        await sql`update project set settings = settings || ${JSON.stringify(settings)}::jsonb where id = ${a.id}`.execute(t.db);
        await t.app.services.projects.rollups.rollups.rescore(a.workspaceId, a.id);
      },
      // Another writer (e.g. a future feature) moving documents between days, channels and sentiments.
      rewrite: async () => {
        const ids = await liveIds();
        if (ids.length === 0) return;
        await t.db
          .updateTable('project_document')
          .set({
            sentiment: pick(SENTIMENTS),
            channel_code: pick(['CALL_CENTER', 'APP_REVIEW', null]),
            content_date: `2026-02-0${1 + Math.floor(next() * 3)}T23:59:59.999Z`,
            ...(next() < 0.3 ? { content: '' } : {}),
            // The keys only the rollups of a category's states copy.
            ...(next() < 0.3 ? { status: pick(['UNMARKED', 'COMPLETED']), language: pick(['tr', 'en']) } : {}),
            ...(next() < 0.2 ? { prediction_status: pick(['SUCCESS', 'FAILED']) } : {}),
          })
          .where('id', 'in', [pick(ids), pick(ids)])
          .execute();
      },
    };
    // Another writer adding, moving or removing single category rows (a multi-label model's): documents with two
    // categories, and statements that change some of a document's category rows and leave the others (pair rollup).
    actions['recategorize'] = async () => {
      const rows = await t.db
        .selectFrom('project_document_category')
        .select(['document_id', 'model_id', 'category_id'])
        .where('project_id', '=', a.id)
        .orderBy('document_id')
        .orderBy('category_id')
        .execute();
      const row = rows.length > 0 ? pick(rows) : undefined;
      if (!row) return;
      const others = categories.filter((c) => !rows.some((r) => r.document_id === row.document_id && r.category_id === c));
      const other = others.length > 0 ? pick(others) : undefined;
      const move = next();
      if (other !== undefined && move < 0.6) {
        await t.db
          .insertInto('project_document_category')
          .values({ document_id: row.document_id, project_id: a.id, model_id: row.model_id, category_id: other, confidence: 0.5 })
          .execute();
      } else if (other !== undefined && move < 0.8) {
        await t.db
          .updateTable('project_document_category')
          .set({ category_id: other })
          .where('document_id', '=', row.document_id)
          .where('category_id', '=', row.category_id)
          .execute();
      } else {
        await t.db
          .deleteFrom('project_document_category')
          .where('document_id', '=', row.document_id)
          .where('category_id', '=', row.category_id)
          .execute();
      }
    };
    const names = Object.keys(actions);
    await actions['upload']?.();
    await actions['settings']?.();
    await check('the first upload');
    const ran = new Set<string>();
    let answered = 0;
    for (let step = 0; step < 40; step++) {
      const name = step < 5 ? 'upload' : pick(names);
      await actions[name]?.();
      ran.add(name);
      await check(`step ${step} (${name})`);
      const scores = await t.db
        .selectFrom('project_document')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', a.id)
        .where((eb) => eb.or([eb('nps_score', 'is not', null), eb('csat_score', 'is not', null)]))
        .executeTakeFirstOrThrow();
      answered = Math.max(answered, Number(scores.n));
    }
    // The sequence did exercise every kind of change, scores and categories.
    expect([...ran].sort()).toEqual([...names].sort());
    expect(answered).toBeGreaterThan(0);
    expect((await rollupDays(t.db, a.id)).length).toBeGreaterThan(3);
    expect((await rollupCategories(t.db, a.id)).length).toBeGreaterThan(0);
    expect((await rollupStates(t.db, a.id)).length).toBeGreaterThan(0);
    expect((await rollupMonths(t.db, a.id, 'category')).length).toBeGreaterThan(1);
    // Documents with two categories were counted at some step (pairs of distinct categories).
    expect(twoCategories).toBe(true);

    // The repair tool recounts to the same rows (and drops emptied groups).
    await t.app.services.projects.rollups.rollups.rebuild(a.workspaceId, a.id);
    await check('rebuild');
    const empty = await t.db
      .selectFrom('project_rollup_day')
      .select('n')
      .where('project_id', '=', a.id)
      .where('n', '=', 0)
      .execute();
    expect(empty).toEqual([]);
  }, 240_000);
});
