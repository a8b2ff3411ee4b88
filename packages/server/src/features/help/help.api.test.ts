import { endpoints, helpEndpoints as e } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, setUserType, signUp, type SignedInUser } from '../../test/factories.js';

/**
 * The learning center's videos (docs/tour-and-help.md): an operator sets and removes a guide's video per language,
 * every signed-in user reads them. Access of strangers and of non-operators is also in the routes matrix
 * (routes-matrix-help.ts).
 */
let t: TestApp;
let operator: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signUp(t, { company: 'Operator' });
  user = await signUp(t, { company: 'Customer' });
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  // Sessions are cached for a few seconds: sign in again so the new user type is read.
  const anon = new Client(t.baseUrl);
  const { token } = await anon.call(endpoints.login, { body: { email: operator.email, password: PASSWORD } });
  operator = { ...operator, client: new Client(t.baseUrl, token) };
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('help videos', () => {
  it('starts empty: every guide shows its screenshots', async () => {
    expect(await user.client.call(e.helpVideos)).toEqual([]);
  });

  it('lets an operator set a video per guide and language, which every signed-in user then reads', async () => {
    await operator.client.call(e.helpVideoSave, {
      body: { guide: 'models', language: 'tr', url: 'https://videos.example.com/modeller' },
    });
    const list = await operator.client.call(e.helpVideoSave, {
      body: { guide: 'analyses', language: 'en', url: ' https://videos.example.com/analyses?t=1 ' },
    });
    // Ordered by the guides' list (analyses comes before models), the address trimmed.
    expect(list.map((v) => [v.guide, v.language, v.url])).toEqual([
      ['analyses', 'en', 'https://videos.example.com/analyses?t=1'],
      ['models', 'tr', 'https://videos.example.com/modeller'],
    ]);
    const read = await user.client.call(e.helpVideos);
    expect(read).toEqual(list);
    expect(Date.parse(read[0]?.updatedAt ?? '')).not.toBeNaN();
  });

  it('replaces a video and removes it with a null address', async () => {
    await operator.client.call(e.helpVideoSave, {
      body: { guide: 'models', language: 'tr', url: 'http://intranet.local/egitim.mp4' },
    });
    let list = await user.client.call(e.helpVideos);
    expect(list.find((v) => v.guide === 'models')?.url).toBe('http://intranet.local/egitim.mp4');
    list = await operator.client.call(e.helpVideoSave, { body: { guide: 'models', language: 'tr', url: null } });
    expect(list.map((v) => v.guide)).toEqual(['analyses']);
  });

  it('answers 404 HELP_GUIDE_NOT_FOUND for a guide that is not in the list', async () => {
    const res = await operator.client.request(e.helpVideoSave, {
      body: { guide: 'astrology', language: 'en', url: 'https://videos.example.com/x' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, messageCode: 'HELP_GUIDE_NOT_FOUND' });
  });

  it.each(['javascript:alert(1)', 'ftp://videos.example.com/a.mp4', 'videos.example.com', 'https://', ''])(
    'refuses the address %j with a field error',
    async (url) => {
      const res = await operator.client.request(e.helpVideoSave, { body: { guide: 'admin', language: 'en', url } });
      expect(res.status).toBe(400);
      const body = res.body as { fields: { field: string; messageCode: string }[] };
      expect(body.fields.map((f) => f.field)).toEqual(['url']);
      expect(['FIELD_INVALID', 'FIELD_REQUIRED']).toContain(body.fields[0]?.messageCode);
    },
  );

  it('refuses a language other than tr and en', async () => {
    const res = await operator.client.request(e.helpVideoSave, {
      body: { guide: 'admin', language: 'de' as 'en', url: 'https://videos.example.com/x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: [{ field: 'language', messageCode: 'FIELD_INVALID_OPTION' }] });
  });

  it('keeps the videos to operators: a workspace admin may read but not set them', async () => {
    const res = await user.client.request(e.helpVideoSave, {
      body: { guide: 'admin', language: 'en', url: 'https://videos.example.com/x' },
    });
    expect([401, 403]).toContain(res.status);
    expect((await user.client.call(e.helpVideos)).map((v) => v.guide)).toEqual(['analyses']);
  });

  it('answers 401 without a session', async () => {
    const anon = new Client(t.baseUrl);
    expect((await anon.request(e.helpVideos)).status).toBe(401);
    expect(
      (await anon.request(e.helpVideoSave, { body: { guide: 'admin', language: 'en', url: 'https://x.example.com' } })).status,
    ).toBe(401);
  });
});
