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
      app.fastify.post('/test/upload-100', async (request) => {
        const file = await readUploadedFile(request, { maxBytes: 100 });
        return { size: file.data.length };
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

  /**
   * The body is sent in two network chunks split exactly at the limit, so the byte past the limit arrives alone:
   * busboy then marks the file truncated after the last byte was handed out. Whatever the chunking, over the
   * limit is refused and at the limit is accepted.
   */
  it.each([
    ['one byte over the limit, split at the limit', 101, 400],
    ['exactly the limit, split just before its last byte', 100, 200],
  ])('%s → %i', async (_name, size, status) => {
    const boundary = 'sentio-test-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f.csv"\r\ncontent-type: text/csv\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const split = Math.min(size, 100) - (size === 100 ? 1 : 0);
    const first = Buffer.concat([Buffer.from(head), Buffer.alloc(split, 0x61)]);
    const second = Buffer.concat([Buffer.alloc(size - split, 0x61), Buffer.from(tail)]);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(first);
        await new Promise((resolve) => setTimeout(resolve, 150));
        controller.enqueue(second);
        controller.close();
      },
    });
    const res = await fetch(`${t.baseUrl}/test/upload-100`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(status);
    if (status === 400) expect(json).toMatchObject({ messageCode: 'UPLOAD_TOO_LARGE', fields: [{ field: 'file' }] });
    else expect(json).toEqual({ size: 100 });
  });
});
