import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import type { SignedInUser } from '../../../test/factories.js';
import { createAnalysis, documentsWorkspace, type Analysis } from '../../project-documents/test-support.js';
import {
  attributeMonths,
  recountAttributeCategories,
  recountAttributes,
  rollupAttributeCategories,
  rollupAttributes,
} from './test-support.js';

/**
 * The attribute rollups are exact under the product's own changes: after every step of a seeded random sequence
 * (uploads with re-sent IDs that replace a document and its segment, marks, trash, delete, approve, re-evaluation,
 * another writer's attribute and key changes, undeclaring and declaring again), both tables equal a recount.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  // A zone other than UTC: the days are local days.
  t = await startTestApp({ env: { TIME_ZONE: 'Europe/Istanbul' } });
  const ws = await documentsWorkspace(t, 'Dimension Rollup Co', { train: true });
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'dimension-rollup-co');
}, 180_000);
afterAll(() => t.close());

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTS = ['the courier never arrived', 'I was charged twice on my card', 'the app crashes on login', 'kargom çok geç geldi'];
const SEGMENTS: (string | number | null)[] = ['premium', 'corporate', 'retail', 'Premium', 7, null];

const declare = async (dimension: boolean) => {
  await owner.client.call(endpoints.attributeSettingsSave, {
    params: { code: a.code },
    body: { attributes: [{ code: 'segment', dashboard: false, bucketWidth: null, dimension }] },
  });
  await t.app.services.jobs.drain({ names: ['rollups.dimension-backfill'], timeoutMs: 60_000 });
};

describe('dimension rollup consistency', () => {
  it('equals a recount after every step of a random sequence of changes', async () => {
    await declare(true);
    const next = random(11);
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
    let counted = 0;
    const check = async (step: string) => {
      const rows = await rollupAttributes(t.db, a.id);
      expect(rows, `attribute rollup after ${step}`).toEqual(await recountAttributes(t.db, a.id, t.config.timeZone));
      expect(await rollupAttributeCategories(t.db, a.id), `attribute category rollup after ${step}`).toEqual(
        await recountAttributeCategories(t.db, a.id, t.config.timeZone),
      );
      counted = Math.max(counted, rows.length);
      for (const [stored, expected] of await attributeMonths(t.db, a.id))
        expect(stored, `month rollup after ${step}`).toEqual(expected);
    };

    const actions: Record<string, () => Promise<void>> = {
      upload: async () => {
        const documents = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
          const id = externalSeq > 0 && next() < 0.3 ? `x${Math.floor(next() * externalSeq)}` : `x${externalSeq++}`;
          const segment = pick(SEGMENTS);
          return {
            id,
            text: pick(TEXTS),
            date: `2026-01-${String(1 + Math.floor(next() * 20)).padStart(2, '0')}T${String(Math.floor(next() * 24)).padStart(2, '0')}:30:00Z`,
            attributes: { nps: Math.floor(next() * 11), ...(segment === null ? {} : { segment }) },
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
          await owner.client.call(endpoints.documentsApprove, { params: { code: a.code }, body: { documentIds: [pick(ids)] } });
      },
      reevaluate: async () => {
        const res = await owner.client.request(endpoints.reevaluate, { params: { code: a.code }, body: {} });
        if (res.status === 200) await t.app.services.jobs.drain({ names: ['project.task'], timeoutMs: 60_000 });
      },
      // Another writer changing the segment and the other keys of documents in one statement.
      rewrite: async () => {
        const ids = await liveIds();
        if (ids.length === 0) return;
        const segment = pick(SEGMENTS);
        await t.db
          .updateTable('project_document')
          .set({
            attributes: JSON.stringify(segment === null ? {} : { segment }),
            ...(next() < 0.5 ? { channel_code: pick(['CALL_CENTER', 'APP_REVIEW', null]) } : {}),
            ...(next() < 0.5 ? { content_date: `2026-02-0${1 + Math.floor(next() * 3)}T22:30:00.000Z` } : {}),
          })
          .where('id', 'in', [pick(ids), pick(ids)])
          .execute();
      },
      redeclare: async () => {
        await declare(false);
        await declare(true);
      },
    };
    const names = Object.keys(actions);
    const ran = new Set<string>();
    for (let step = 0; step < 36; step++) {
      const name = step < 4 ? 'upload' : pick(names);
      await actions[name]?.();
      ran.add(name);
      await check(`step ${step} (${name})`);
    }
    expect([...ran].sort()).toEqual([...names].sort());
    expect(counted).toBeGreaterThan(3);
  }, 240_000);
});
