import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { lastMailTo, setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { createBody } from '../projects/test-support.js';

let t: TestApp;
let operator: SignedInUser;
let owner: SignedInUser;
let analyst: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signUp(t, { company: 'Installation' });
  owner = await signUp(t, { company: 'Review Owner' });
  analyst = await signUp(t, { company: 'Someone Else' });
  // Whoever registered first, exactly one operator here.
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  await setUserType(t, owner, 'USER');
  await setUserType(t, analyst, 'USER');
  await createModel(owner, { name: 'Topics', code: 'topics', categories: [{ name: 'Billing' }] });
});
afterAll(() => t.close());

const analysis = async (code: string) => {
  await owner.client.call(endpoints.projectCreate, { params: { code }, body: createBody({ name: `Analysis ${code}` }) });
  return code;
};
const queue = (query: Record<string, string | number> = {}) => operator.client.call(endpoints.reviewList, { query });
const notices = async (user: SignedInUser) =>
  (await user.client.call(endpoints.notifications, { query: { page: 0, size: 20 } })).content.map((n) => [n.titleKey, n.params]);

describe('make-public review', () => {
  it('an analysis is requested, shows in the queue, is approved and its owner is told in the app and by mail', async () => {
    const code = await analysis('retail-voice');
    expect(await owner.client.call(endpoints.projectPublicState, { params: { code } })).toEqual({
      code,
      name: 'Analysis retail-voice',
      publicRequest: null,
    });
    const requested = await owner.client.call(endpoints.projectMakePublic, { params: { code }, body: { note: 'For retail' } });
    expect(requested.publicRequest).toMatchObject({ status: 'PENDING', note: 'For retail', reviewedAt: null, reason: null });
    const twice = await owner.client.request(endpoints.projectMakePublic, { params: { code }, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ messageCode: 'PUBLIC_REQUEST_PENDING' });

    const page = await queue({ kind: 'PROJECT' });
    const item = page.content.find((i) => i.itemKey === code);
    expect(item).toMatchObject({
      kind: 'PROJECT',
      itemName: 'Analysis retail-voice',
      requestedBy: { email: owner.email },
      status: 'PENDING',
      note: 'For retail',
      overdue: false,
    });
    expect(typeof item?.accountName).toBe('string');
    expect(page.pending).toBeGreaterThanOrEqual(1);

    const approved = await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } });
    expect(approved).toMatchObject({ status: 'APPROVED', reviewedBy: operator.email, reason: null });
    const state = (await owner.client.call(endpoints.projectPublicState, { params: { code } })).publicRequest;
    expect(state?.status).toBe('APPROVED');
    expect(state?.reviewedAt).not.toBeNull();
    // Decided once: a second decision is refused.
    const again = await operator.client.request(endpoints.reviewReject, {
      params: { id: item!.id },
      body: { reason: 'Changed my mind about it' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'PUBLIC_REQUEST_NOT_PENDING' });

    expect(await notices(owner)).toContainEqual(['notifications.publicReviewApproved.title', { name: 'Analysis retail-voice' }]);
    const mail = await lastMailTo(t.db, owner.email);
    expect(mail.subject).toBe('"Analysis retail-voice" is public');
    expect(mail.text).toContain(`/project/make-public/${code}`);
    expect((await queue({ status: 'APPROVED' })).content.map((i) => i.itemKey)).toContain(code);
    // An approved analysis is public already: asking again changes nothing.
    const after = await owner.client.call(endpoints.projectMakePublic, { params: { code }, body: {} });
    expect(after.publicRequest?.status).toBe('APPROVED');
  });

  it("a model's request is rejected with a reason the owner reads, then asked for again", async () => {
    const model = await createModel(owner, { name: 'Complaints', code: 'complaints' });
    await owner.client.call(endpoints.modelMakePublic, { params: { id: model.id }, body: { note: 'Share it' } });
    const item = (await queue({ kind: 'MODEL' })).content.find((i) => i.itemKey === model.id);
    expect(item).toMatchObject({ kind: 'MODEL', itemName: 'Complaints', status: 'PENDING' });

    const short = await operator.client.request(endpoints.reviewReject, { params: { id: item!.id }, body: { reason: 'No.' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fields: [{ field: 'reason', messageCode: 'FIELD_TOO_SHORT' }] });
    const rejected = await operator.client.call(endpoints.reviewReject, {
      params: { id: item!.id },
      body: { reason: 'Category names hold customer data' },
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Category names hold customer data' });

    const detail = await owner.client.call(endpoints.modelGet, { params: { id: model.id } });
    expect(detail).toMatchObject({
      publicStatus: 'REJECTED',
      publicRequest: { status: 'REJECTED', reason: 'Category names hold customer data' },
    });
    expect(await notices(owner)).toContainEqual([
      'notifications.publicReviewRejected.title',
      { name: 'Complaints', reason: 'Category names hold customer data' },
    ]);
    expect((await lastMailTo(t.db, owner.email)).text).toContain('Reason: Category names hold customer data');

    const renewed = await owner.client.call(endpoints.modelMakePublic, { params: { id: model.id }, body: { note: 'Renamed' } });
    expect(renewed.publicRequest).toMatchObject({ status: 'PENDING', note: 'Renamed', reason: null });
  });

  it('the owner withdraws a pending request; nothing is left to withdraw or decide', async () => {
    const code = await analysis('withdrawn-one');
    await owner.client.call(endpoints.projectMakePublic, { params: { code }, body: {} });
    const id = (await queue({ kind: 'PROJECT' })).content.find((i) => i.itemKey === code)!.id;
    const withdrawn = await owner.client.call(endpoints.projectMakePublicWithdraw, { params: { code } });
    expect(withdrawn.publicRequest).toBeNull();
    const twice = await owner.client.request(endpoints.projectMakePublicWithdraw, { params: { code } });
    expect(twice.body).toMatchObject({ status: 409, messageCode: 'PUBLIC_REQUEST_NOT_PENDING' });
    expect((await operator.client.request(endpoints.reviewApprove, { params: { id } })).status).toBe(404);

    const model = await createModel(owner, { name: 'Withdrawn model', code: 'withdrawn-model' });
    await owner.client.call(endpoints.modelMakePublic, { params: { id: model.id }, body: {} });
    expect(await owner.client.call(endpoints.modelMakePublicWithdraw, { params: { id: model.id } })).toEqual({ ok: true });
    expect((await owner.client.call(endpoints.modelGet, { params: { id: model.id } })).publicRequest).toBeNull();
    const none = await owner.client.request(endpoints.modelMakePublicWithdraw, { params: { id: model.id } });
    expect(none.status).toBe(409);
  });

  it('only operators reach the queue; another workspace cannot see or request an analysis', async () => {
    const code = await analysis('private-one');
    for (const caller of [owner, analyst]) {
      const res = await caller.client.request(endpoints.reviewList, { query: {} });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'PermissionDeniedException' });
    }
    expect((await analyst.client.request(endpoints.projectMakePublic, { params: { code }, body: {} })).status).toBe(404);
  });

  it('reminds every operator once of a request pending longer than 24 hours', async () => {
    const code = await analysis('slow-review');
    await owner.client.call(endpoints.projectMakePublic, { params: { code }, body: {} });
    const { review, clock } = t.app.services.publicReview;
    expect(await review.remind()).toBe(0);
    const later = new Date(Date.now() + 25 * 3600_000);
    clock.now = () => later;
    try {
      const page = await review.list({ status: 'PENDING', kind: 'PROJECT', page: 0, size: 50 });
      expect(page.content.find((i) => i.itemKey === code)?.overdue).toBe(true);
      expect(page.overdue).toBeGreaterThanOrEqual(1);
      const reminded = await review.remind();
      expect(reminded).toBeGreaterThanOrEqual(1);
      expect(await review.remind()).toBe(0);
      const overdue = (await notices(operator)).filter(([key]) => key === 'notifications.publicReviewOverdue.title');
      expect(overdue).toContainEqual([
        'notifications.publicReviewOverdue.title',
        expect.objectContaining({ name: 'Analysis slow-review' }),
      ]);
      expect(await notices(owner)).not.toContainEqual(expect.arrayContaining(['notifications.publicReviewOverdue.title']));
    } finally {
      clock.now = () => new Date();
    }
  });
  it('an approval whose template cannot be published is taken back: the request waits again', async () => {
    const code = await analysis('unpublishable');
    await owner.client.call(endpoints.projectMakePublic, { params: { code }, body: {} });
    const item = (await queue({ kind: 'PROJECT' })).content.find((i) => i.itemKey === code);
    const publication = t.app.services.publicReview.publication;
    const bound = publication.current;
    publication.current = { decided: () => Promise.reject(new Error('snapshot failed')) };
    try {
      const failed = await operator.client.request(endpoints.reviewApprove, { params: { id: item!.id } });
      expect(failed.status).toBe(500);
    } finally {
      publication.current = bound;
    }
    expect((await owner.client.call(endpoints.projectPublicState, { params: { code } })).publicRequest).toMatchObject({
      status: 'PENDING',
      reviewedAt: null,
    });
    expect(await operator.client.call(endpoints.reviewApprove, { params: { id: item!.id } })).toMatchObject({
      status: 'APPROVED',
    });
  });
});
