import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';

/** The error handler, through routes that fail on purpose (registered only in this test app). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    beforeListen: (app) => {
      app.fastify.get('/api/test/crash', () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      app.fastify.get('/api/test/unavailable', () => {
        throw new AppError(503, 'ServiceUnavailableException', 'SERVICE_UNAVAILABLE');
      });
    },
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('turns an unknown error into a generic 500 that does not leak its cause', async () => {
    const res = await new Client(t.baseUrl).raw('GET', '/api/test/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      type: 'InternalServerException',
      messageCode: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers typed errors with their own status', async () => {
    const res = await new Client(t.baseUrl).raw('GET', '/api/test/unavailable');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, messageCode: 'SERVICE_UNAVAILABLE' });
  });

  it('refuses an oversized body with 413, not 500', async () => {
    const res = await new Client(t.baseUrl).raw('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ messageCode: 'PAYLOAD_TOO_LARGE' });
  });
});
