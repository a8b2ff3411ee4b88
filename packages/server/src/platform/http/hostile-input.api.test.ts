import { endpoints } from '@sentio/domain';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysis,
  documentsWorkspace,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../../features/project-documents/test-support.js';
import { Client, startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { PASSWORD, uniqueEmail, type SignedInUser } from '../../test/factories.js';
import { idTextDateMatching, uploadFile } from '../../features/model-training/test-support.js';
import { modelRequest } from '../../features/models/test-fixtures.js';

/**
 * Hostile input at the boundary: characters PostgreSQL cannot store (NUL, a lone surrogate), JSON nested too deep, and
 * large bodies sent without a session. None of them may be a 500; free text is stored cleaned, identifiers refused.
 */
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;
let modelId: string;
let documentId: string;
const NUL = '\u0000';
const LONE = '\udc00';

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Hostile Co');
  owner = ws.owner;
  modelId = ws.model.id;
  a = await createAnalysis(t, owner, ws.model, 'hostile-co');
  const ids = await seedDocuments(t, a, [
    { externalId: 'h1', content: 'A plain document', contentDate: '2026-01-05T10:00:00.000Z' },
  ]);
  documentId = ids['h1'] ?? '';
});
afterAll(() => t.close());

const refused = (res: RawResponse, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ fields: [{ field, messageCode: 'FIELD_INVALID_CHARACTERS' }] });
};
const ok = (res: RawResponse) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Record<string, unknown> }).data;
};

describe('NUL and lone surrogates: free text is cleaned, identifiers and keys are refused', () => {
  it('profile name', async () => {
    ok(await owner.client.request(endpoints.updateMe, { body: { full_name: `Ann${NUL}e` } }));
    expect(await owner.client.call(endpoints.me)).toMatchObject({ full_name: 'Anne' });
  });

  it('bookmark name', async () => {
    const b = ok(
      await owner.client.request(endpoints.bookmarkCreate, {
        params: { code: a.code },
        body: { name: `Late${NUL}`, query: 'q=late' },
      }),
    );
    expect(b['name']).toBe('Late');
  });

  it('label name', async () => {
    const l = ok(await owner.client.request(endpoints.labelCreate, { params: { code: a.code }, body: { name: `Ur${NUL}gent` } }));
    expect(l['name']).toBe('Urgent');
  });

  it('model name', async () => {
    const m = ok(await owner.client.request(endpoints.modelCreate, { body: modelRequest({ name: `Topics${NUL}${LONE}` }) }));
    expect(m['name']).toBe('Topics\uFFFD');
  });

  it('search query', async () => {
    ok(
      await owner.client.request(endpoints.documentSearch, {
        params: { code: a.code },
        body: searchBody({ query: `plain${NUL}` }),
      }),
    );
  });

  it('document text (NUL and a lone surrogate), attribute key and document id of JSON documents', async () => {
    const documents = [
      { id: 'j1', text: `broken${NUL} text` },
      { id: 'j2', text: `half ${LONE} pair` },
    ];
    ok(await owner.client.request(endpoints.modelJsonUpload, { params: { id: modelId }, body: { documents } }));
    const rows = await t.db
      .selectFrom('model_document')
      .select('text')
      .where('model_id', '=', modelId)
      .where('text', 'like', '%r%')
      .execute();
    expect(rows.map((r) => r.text)).toEqual(expect.arrayContaining(['broken text', 'half \uFFFD pair']));
    refused(
      await owner.client.request(endpoints.modelJsonUpload, {
        params: { id: modelId },
        body: { documents: [{ text: 'x', attributes: { [`seg${NUL}`]: 'gold' } }] },
      }),
      'documents.0.attributes.seg',
    );
    refused(
      await owner.client.request(endpoints.modelJsonUpload, {
        params: { id: modelId },
        body: { documents: [{ id: `j${NUL}`, text: 'x' }] },
      }),
      'documents.0.id',
    );
  });

  it('note', async () => {
    ok(
      await owner.client.request(endpoints.documentNote, {
        params: { code: a.code, id: documentId },
        body: { text: `see${NUL} this` },
      }),
    );
  });

  it('register company, login e-mail', async () => {
    const anon = new Client(t.baseUrl);
    const body = {
      email: uniqueEmail(),
      password: PASSWORD,
      full_name: 'N',
      lastName: 'U',
      companyName: `Acme${NUL}`,
      language: 'en' as const,
    };
    ok(await anon.request(endpoints.register, { body }));
    refused(await anon.request(endpoints.login, { body: { email: `a${NUL}@example.com`, password: PASSWORD } }), 'email');
  });

  it('draft values: free values cleaned, keys refused', async () => {
    const saved = ok(
      await owner.client.request(endpoints.projectDraftSave, {
        params: { code: 'nul-draft' },
        body: { name: 'Draft', values: { name: `x${NUL}y`, nested: [{ note: LONE }] } },
      }),
    );
    expect(saved['values']).toEqual({ name: 'xy', nested: [{ note: '\uFFFD' }] });
    refused(
      await owner.client.request(endpoints.projectDraftSave, {
        params: { code: 'nul-draft' },
        body: { name: 'Draft', values: { [`k${NUL}`]: 1 } },
      }),
      'values.k',
    );
  });

  it("uploaded files: the file's name and the cells of a JSON file are cleaned, through the import", async () => {
    const file = '[{"id":"u1","text":"up\\u0000loaded \\udc00","date":"2024-01-02"}]';
    const res = await uploadFile(owner.client, modelId, `da${NUL}ta.json`, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const source = (res.body as { data: { id: string; fileName?: string; name?: string } }).data;
    expect(JSON.stringify(source)).toContain('data.json');
    await owner.client.call(endpoints.modelSourceMatch, {
      params: { id: modelId, sourceId: source.id },
      body: idTextDateMatching(),
    });
    await t.app.services.jobs.drain({ names: ['model.import'], timeoutMs: 60_000 });
    const [imported] = (await owner.client.call(endpoints.modelSources, { params: { id: modelId } })).filter(
      (s) => s.id === source.id,
    );
    expect(imported).toMatchObject({ status: 'IMPORTED', successCount: 1 });
    const stored = await t.db.selectFrom('model_document').select('text').where('text', 'like', 'up%').execute();
    expect(stored.map((r) => r.text)).toEqual(['uploaded \uFFFD']);
  });

  it('path parameters and query strings', async () => {
    refused(await owner.client.raw('GET', `/api/project/${encodeURIComponent(`x${NUL}`)}/draft`), 'params.code');
    const res = await owner.client.raw('GET', `/api/model?page=0&size=10&search=${encodeURIComponent(`a${NUL}`)}`);
    expect(res.status).toBeLessThan(500);
  });
});

describe('JSON nesting', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('refuses a body nested 100,000 deep with 400 BODY_TOO_DEEP, on the draft and on a public call', async () => {
    const draft = await owner.client.raw('PUT', '/api/project/deep-draft/draft', {
      rawBody: `{"name":"Deep","values":{"v":${deep(100_000)}}}`,
    });
    expect(draft.status).toBe(400);
    expect(draft.body).toMatchObject({ messageCode: 'BODY_TOO_DEEP' });
    const login = await new Client(t.baseUrl).raw('POST', '/api/auth/login', { rawBody: deep(1000) });
    expect(login.body).toMatchObject({ status: 400, messageCode: 'BODY_TOO_DEEP' });
  });

  it('refuses an uploaded JSON file whose value nests 100,000 deep as malformed, not a 500', async () => {
    const file = `[{"text":"a","extra":${deep(100_000)}}]`;
    const res = await uploadFile(owner.client, modelId, 'deep.json', file);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'UPLOAD_MALFORMED' });
  });

  it('accepts ordinary nesting', async () => {
    const nested = ok(
      await owner.client.request(endpoints.projectDraftSave, {
        params: { code: 'nested-draft' },
        body: { name: 'Nested', values: { a: { b: { c: [[[1]]] } } } },
      }),
    );
    expect(nested['values']).toEqual({ a: { b: { c: [[[1]]] } } });
  });
});

/**
 * Sends `total` bytes slowly and resolves with the status as soon as the server answers, and how many bytes had
 * been sent by then: an answer before the body is complete proves the server did not wait to read it.
 */
function streamUntilAnswered(
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; sent: number }> {
  const url = new URL(t.baseUrl + path);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': String(total) },
      },
      (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      if (answered || sent >= total) return;
      sent += chunk.length;
      req.write(chunk);
      setTimeout(pump, 5);
    };
    pump();
  });
}

describe('large bodies without a session', () => {
  const total = 100 * 1024 * 1024;

  it('answers 401 to a model package while the client is still sending it', async () => {
    const res = await streamUntilAnswered('/api/model/package', { 'content-type': 'application/json' }, total);
    expect(res.status).toBe(401);
    expect(res.sent).toBeLessThan(total / 10);
  });

  it('answers 401 to a multipart upload and a JSON document batch before reading them', async () => {
    const upload = await streamUntilAnswered(
      `/api/model/${modelId}/sources`,
      { 'content-type': 'multipart/form-data; boundary=x' },
      total,
    );
    expect(upload.status).toBe(401);
    expect(upload.sent).toBeLessThan(total / 10);
    const json = await streamUntilAnswered(`/api/model/${modelId}/documents/json`, { 'content-type': 'application/json' }, total);
    expect(json.status).toBe(401);
    expect(json.sent).toBeLessThan(total / 10);
  });

  it('answers 401 to a session that is not valid before reading the body', async () => {
    const res = await streamUntilAnswered(
      '/api/model/package',
      { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      total,
    );
    expect(res.status).toBe(401);
    expect(res.sent).toBeLessThan(total / 10);
  });
});
