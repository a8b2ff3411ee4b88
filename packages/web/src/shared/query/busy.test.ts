import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api/errors';
import { busyRetries, busyRetryAfterMs, retryDelay, shouldRetry } from './busy';

const request = {
  method: 'POST',
  path: '/api/project/:code/document/search',
  permission: 'PROJECT/READ',
  requestId: 'r',
} as const;
const busy = (retryAfterSeconds?: number) =>
  new ApiRequestError(
    {
      status: 503,
      type: 'ServiceUnavailableException',
      messageCode: 'SERVER_BUSY',
      message: 'busy',
      ...(retryAfterSeconds === undefined ? {} : { data: { retryAfterSeconds } }),
    },
    request,
  );
const failure = (status: number) =>
  new ApiRequestError({ status, type: 'InternalServerException', messageCode: 'INTERNAL_ERROR', message: 'x' }, request);

describe('retrying a busy server', () => {
  it('retries a 503 SERVER_BUSY a bounded number of times, after the server’s Retry-After', () => {
    expect(busyRetryAfterMs(busy(3))).toBe(3000);
    expect(busyRetryAfterMs(busy())).toBe(1000);
    for (let i = 0; i < busyRetries; i++) expect(shouldRetry(i, busy(2))).toBe(true);
    expect(shouldRetry(busyRetries, busy(2))).toBe(false);
    expect(retryDelay(0, busy(2), () => 0)).toBe(2000);
    expect(retryDelay(0, busy(2), () => 1)).toBe(2500);
  });

  it('keeps the old rule for everything else: never a client error, other failures once', () => {
    expect(busyRetryAfterMs(failure(503))).toBeNull();
    expect(shouldRetry(0, failure(404))).toBe(false);
    expect(shouldRetry(0, failure(500))).toBe(true);
    expect(shouldRetry(1, failure(500))).toBe(false);
    expect(shouldRetry(0, new Error('network'))).toBe(true);
  });
});
