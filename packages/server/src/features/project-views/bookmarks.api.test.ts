import { endpoints, type Bookmark } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, type Analysis } from '../project-documents/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Bookmark Co');
  ({ owner, analyst, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'bookmark-co');
});
afterAll(() => t.close());

type Body = { name: string; query: string; scope?: 'USER' | 'PROJECT'; isDefault?: boolean; includeDate?: boolean };
const create = (user: SignedInUser, body: Body) =>
  user.client.call(endpoints.bookmarkCreate, { params: { code: a.code }, body: { ...body } });
const list = (user: SignedInUser) => user.client.call(endpoints.bookmarkList, { params: { code: a.code } });
const byName = (all: Bookmark[], name: string) => all.find((b) => b.name === name);

describe('quick filters', () => {
  it('stores the query without page and tab, and without the dates unless asked to keep them', async () => {
    const query =
      '?q=kargo&page=3&size=20&tab=cx_dashboard&sd=2026-01-01&ed=2026-01-31T24&csd=&ced=&searchByDate=CONTENT_DATE&fq=channel__APP_REVIEW__IN';
    const plain = await create(analyst, { name: 'Late parcels', query });
    expect(plain).toMatchObject({ scope: 'USER', isDefault: false, includeDate: false });
    expect(new URLSearchParams(plain.query).toString()).toBe('q=kargo&size=20&fq=channel__APP_REVIEW__IN');
    const dated = await create(analyst, { name: 'Late parcels in January', query, includeDate: true });
    const kept = new URLSearchParams(dated.query);
    expect([...kept.keys()]).toEqual(['q', 'size', 'sd', 'ed', 'csd', 'ced', 'searchByDate', 'fq']);
    expect(kept.get('sd')).toBe('2026-01-01');
  });

  it('refuses a query the URL codec cannot read', async () => {
    const bad = await analyst.client.request(endpoints.bookmarkCreate, {
      params: { code: a.code },
      body: { name: 'Broken', query: 'fq=nonsense' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ messageCode: 'FIELD_INVALID', fields: [{ field: 'query' }] });
  });

  it('keeps names unique per owner and per analysis, whatever the case', async () => {
    await create(analyst, { name: 'Billing', query: 'q=refund' });
    const clash = await analyst.client.request(endpoints.bookmarkCreate, {
      params: { code: a.code },
      body: { name: '  BILLING ', query: 'q=invoice' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ messageCode: 'BOOKMARK_NAME_TAKEN' });
    // Another user's personal bookmark and a project-wide one may share the name.
    await create(owner, { name: 'Billing', query: 'q=refund' });
    await create(owner, { name: 'Billing', query: 'q=refund', scope: 'PROJECT' });
    const again = await owner.client.request(endpoints.bookmarkCreate, {
      params: { code: a.code },
      body: { name: 'billing', query: 'q=x', scope: 'PROJECT' },
    });
    expect(again.status).toBe(409);
  });

  it('shows project-wide bookmarks to everyone and personal ones to their owner only', async () => {
    const mine = await list(analyst);
    expect(
      mine
        .filter((b) => b.name === 'Billing')
        .map((b) => b.scope)
        .sort(),
    ).toEqual(['PROJECT', 'USER']);
    expect(mine.some((b) => b.name === 'Late parcels')).toBe(true);
    const theirs = await list(owner);
    expect(theirs.some((b) => b.name === 'Late parcels')).toBe(false);
    const hidden = byName(mine, 'Late parcels');
    const touch = await owner.client.request(endpoints.bookmarkDelete, { params: { code: a.code, id: hidden?.id ?? '' } });
    expect(touch.status).toBe(404);
    expect(touch.body).toMatchObject({ messageCode: 'BOOKMARK_NOT_FOUND' });
    const foreign = await outsider.client.request(endpoints.bookmarkList, { params: { code: a.code } });
    expect(foreign.status).toBe(404);
  });

  it('leaves project-wide bookmarks to managers', async () => {
    const made = await analyst.client.request(endpoints.bookmarkCreate, {
      params: { code: a.code },
      body: { name: 'Team view', query: 'q=app', scope: 'PROJECT' },
    });
    expect(made.status).toBe(401);
    expect(made.body).toMatchObject({ type: 'PermissionDeniedException' });
    const shared = byName(
      (await list(analyst)).filter((b) => b.scope === 'PROJECT'),
      'Billing',
    );
    const id = shared?.id ?? '';
    const renamed = await analyst.client.request(endpoints.bookmarkUpdate, {
      params: { code: a.code, id },
      body: { name: 'Mine now', query: 'q=refund', scope: 'PROJECT' },
    });
    expect(renamed.status).toBe(401);
    const removed = await analyst.client.request(endpoints.bookmarkDelete, { params: { code: a.code, id } });
    expect(removed.status).toBe(401);
  });

  it('keeps one default per user, switching it and clearing it', async () => {
    const all = await list(analyst);
    const own = byName(
      all.filter((b) => b.scope === 'USER'),
      'Billing',
    );
    const shared = byName(
      all.filter((b) => b.scope === 'PROJECT'),
      'Billing',
    );
    if (!own || !shared) throw new Error('bookmarks missing');
    const update = (b: Bookmark, isDefault: boolean) =>
      analyst.client.call(endpoints.bookmarkUpdate, {
        params: { code: a.code, id: b.id },
        body: { name: b.name, query: b.query, scope: b.scope, includeDate: b.includeDate, isDefault },
      });
    expect((await update(own, true)).isDefault).toBe(true);
    // A project-wide bookmark can be an analyst's default though they may not change it.
    expect((await update(shared, true)).isDefault).toBe(true);
    const after = await list(analyst);
    expect(after.filter((b) => b.isDefault).map((b) => b.id)).toEqual([shared.id]);
    // The owner's default is theirs alone.
    expect((await list(owner)).some((b) => b.isDefault)).toBe(false);
    expect((await update(own, false)).isDefault).toBe(false);
    expect((await list(analyst)).filter((b) => b.isDefault).map((b) => b.id)).toEqual([shared.id]);
    await update(shared, false);
    expect((await list(analyst)).some((b) => b.isDefault)).toBe(false);
    const fresh = await create(analyst, { name: 'Default on create', query: 'q=late', isDefault: true });
    expect((await list(analyst)).filter((b) => b.isDefault).map((b) => b.id)).toEqual([fresh.id]);
  });

  it('updates and deletes the owner’s own bookmark', async () => {
    const b = await create(analyst, { name: 'Temp', query: 'q=temp' });
    const updated = await analyst.client.call(endpoints.bookmarkUpdate, {
      params: { code: a.code, id: b.id },
      body: { name: 'Temp renamed', query: 'q=other&page=2' },
    });
    expect(updated).toMatchObject({ name: 'Temp renamed', query: 'q=other' });
    await analyst.client.call(endpoints.bookmarkDelete, { params: { code: a.code, id: b.id } });
    expect((await list(analyst)).some((x) => x.id === b.id)).toBe(false);
  });
});
