import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { readUploadedFile } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { UPLOAD_MAX_MB: '0.001' },
    // A bare route over the real app (its multipart registration and error handler); not part of the contract.
    beforeListen: (app) => {
      app.fastify.post('/test/upload', async (request) => {
        const file = await readUploadedFile(request, { maxBytes: t.config.uploadMaxBytes });
        return { fileName: file.fileName, text: file.data.toString('utf8'), fields: file.fields };
      });
    },
  });
});
afterAll(() => t.close());

const post = async (body: FormData | string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.baseUrl}/test/upload`, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('readUploadedFile', () => {
  it('reads the file part, its name and the fields before it', async () => {
    const form = new FormData();
    form.append('name', 'Mart verisi');
    form.append('file', new Blob(['metin,etiket\nçok iyi,OLUMLU\n']), 'mart.csv');
    expect(await post(form)).toEqual({
      status: 200,
      body: { fileName: 'mart.csv', text: 'metin,etiket\nçok iyi,OLUMLU\n', fields: { name: 'Mart verisi' } },
    });
  });

  it('answers 400 UPLOAD_TOO_LARGE over the limit', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(2000)]), 'big.csv');
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'UPLOAD_TOO_LARGE', fields: [{ field: 'file' }] });
    expect(res.body['message']).toContain('at most');
  });

  it('answers 400 FIELD_REQUIRED without a file part, or without multipart at all', async () => {
    const form = new FormData();
    form.append('name', 'no file');
    const noFile = await post(form);
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ messageCode: 'FIELD_REQUIRED', fields: [{ field: 'file' }] });
    const json = await post('{"a":1}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ messageCode: 'FIELD_REQUIRED' });
  });
});
