import { endpoints } from '@sentio/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { routedReadDb } from './read-pool.js';
import {
  chooseReadTarget,
  currentReadTarget,
  isReadOnlyCall,
  marksWrite,
  readPrimaryHeader,
  ReadRouter,
  readYourWritesCookie,
  withReadTarget,
  type ReadDecision,
} from './read-routing.js';

const NOW = 1_800_000_000_000;
const decide = (d: Partial<ReadDecision>) =>
  chooseReadTarget({ replica: true, readOnly: true, cookie: undefined, header: undefined, nowMs: NOW, ...d });

describe('where a request reads', () => {
  it('reads the replica for a read by someone who changed nothing lately', () => {
    expect(decide({})).toBe('replica');
  });

  it('reads the primary without a replica, and for every call that changes something', () => {
    expect(decide({ replica: false })).toBe('primary');
    expect(decide({ readOnly: false })).toBe('primary');
  });

  it('reads the primary while the read-your-writes cookie runs, the replica once it has run out', () => {
    expect(decide({ cookie: String(NOW + 5000) })).toBe('primary');
    expect(decide({ cookie: String(NOW) })).toBe('replica');
    expect(decide({ cookie: String(NOW - 1) })).toBe('replica');
  });

  it('ignores a cookie that is not a time', () => {
    expect(decide({ cookie: 'soon' })).toBe('replica');
    expect(decide({ cookie: '' })).toBe('replica');
  });

  it('reads the primary when an API client asks with the header', () => {
    expect(decide({ header: '1' })).toBe('primary');
    expect(decide({ header: 'true' })).toBe('primary');
    expect(decide({ header: '0' })).toBe('replica');
  });
});

describe('which calls are reads and which mark a write', () => {
  it('counts GET and the searching POSTs as reads, any other POST/PUT/PATCH/DELETE as a change', () => {
    expect(isReadOnlyCall('GET', endpoints.projectList)).toBe(true);
    expect(isReadOnlyCall('POST', endpoints.documentSearch)).toBe(true);
    expect(isReadOnlyCall('POST', endpoints.widgetRequest)).toBe(true);
    expect(isReadOnlyCall('POST', endpoints.fieldFacet)).toBe(true);
    expect(isReadOnlyCall('POST', endpoints.labelCreate)).toBe(false);
    expect(isReadOnlyCall('POST', endpoints.widgetCalculate)).toBe(false);
    expect(isReadOnlyCall('DELETE', endpoints.widgetDelete)).toBe(false);
    expect(isReadOnlyCall('PUT', endpoints.documentMark)).toBe(false);
  });

  it('marks a signed-in caller’s successful change only, and only with a replica', () => {
    const w = { replica: true, readOnly: false, signedIn: true, status: 200 };
    expect(marksWrite(w)).toBe(true);
    expect(marksWrite({ ...w, status: 201 })).toBe(true);
    expect(marksWrite({ ...w, status: 400 })).toBe(false);
    expect(marksWrite({ ...w, signedIn: false })).toBe(false);
    expect(marksWrite({ ...w, readOnly: true })).toBe(false);
    expect(marksWrite({ ...w, replica: false })).toBe(false);
  });
});

describe('the read target of the running work', () => {
  it('is the primary outside any request (jobs, start-up, seeds)', () => {
    expect(currentReadTarget()).toBe('primary');
  });

  it('follows the work across awaits, and falls back to the primary for what it left running', async () => {
    let later: (() => void) | null = null;
    const seen: string[] = [];
    await withReadTarget('replica', async () => {
      await Promise.resolve();
      seen.push(currentReadTarget());
      later = () => seen.push(currentReadTarget());
    });
    expect(currentReadTarget()).toBe('primary');
    later!();
    expect(seen).toEqual(['replica', 'primary']);
  });

  it('keeps two requests at once apart', async () => {
    const [a, b] = await Promise.all([
      withReadTarget('replica', async () => {
        await new Promise((r) => setTimeout(r, 5));
        return currentReadTarget();
      }),
      withReadTarget('primary', async () => {
        await new Promise((r) => setTimeout(r, 1));
        return currentReadTarget();
      }),
    ]);
    expect([a, b]).toEqual(['replica', 'primary']);
  });
});

function fakeHttp(method: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const setCookie = vi.fn();
  const request = { method, cookies, headers, protocol: 'http' } as unknown as FastifyRequest;
  const reply = { sent: false, statusCode: 200, setCookie } as unknown as FastifyReply;
  return { request, reply, setCookie };
}

describe('the router of one app', () => {
  const router = new ReadRouter({ replica: true, windowSeconds: 10, now: () => NOW });

  it('runs a read on the replica and sets no cookie', async () => {
    const { request, reply, setCookie } = fakeHttp('POST');
    const target = await router.run(request, reply, endpoints.documentSearch, true, () => Promise.resolve(currentReadTarget()));
    expect(target).toBe('replica');
    expect(setCookie).not.toHaveBeenCalled();
  });

  it('runs a change on the primary and starts the read-your-writes window', async () => {
    const { request, reply, setCookie } = fakeHttp('POST');
    const target = await router.run(request, reply, endpoints.labelCreate, true, () => Promise.resolve(currentReadTarget()));
    expect(target).toBe('primary');
    expect(setCookie).toHaveBeenCalledWith(
      readYourWritesCookie,
      String(NOW + 10_000),
      expect.objectContaining({ httpOnly: true, sameSite: 'lax', maxAge: 10, path: '/' }),
    );
  });

  it('sets no cookie for a change that failed or a caller without a session', async () => {
    const failed = fakeHttp('POST');
    await expect(
      router.run(failed.request, failed.reply, endpoints.labelCreate, true, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow();
    expect(failed.setCookie).not.toHaveBeenCalled();
    const anonymous = fakeHttp('POST');
    await router.run(anonymous.request, anonymous.reply, endpoints.login, false, () => Promise.resolve(null));
    expect(anonymous.setCookie).not.toHaveBeenCalled();
  });

  it('reads the primary with a running cookie or the header', async () => {
    const withCookie = fakeHttp('POST', { [readYourWritesCookie]: String(NOW + 3000) });
    expect(
      await router.run(withCookie.request, withCookie.reply, endpoints.documentSearch, true, () =>
        Promise.resolve(currentReadTarget()),
      ),
    ).toBe('primary');
    const withHeader = fakeHttp('POST', {}, { [readPrimaryHeader]: '1' });
    expect(
      await router.run(withHeader.request, withHeader.reply, endpoints.documentSearch, true, () =>
        Promise.resolve(currentReadTarget()),
      ),
    ).toBe('primary');
  });

  it('changes nothing without a replica: primary reads, no cookie', async () => {
    const none = new ReadRouter({ replica: false, windowSeconds: 10 });
    const { request, reply, setCookie } = fakeHttp('POST');
    expect(await none.run(request, reply, endpoints.documentSearch, true, () => Promise.resolve(currentReadTarget()))).toBe(
      'primary',
    );
    await none.run(request, reply, endpoints.labelCreate, true, () => Promise.resolve(null));
    expect(setCookie).not.toHaveBeenCalled();
  });
});

function fakePool(name: string, fail = false) {
  const connect = vi.fn(() => (fail ? Promise.reject(new Error(`${name} down`)) : Promise.resolve({ name, release: vi.fn() })));
  const end = vi.fn(() => Promise.resolve());
  return { pool: { connect, end } as unknown as pg.Pool, connect, end };
}

describe('the routed read pool', () => {
  it('lends primary connections outside a replica request and replica connections inside one', async () => {
    const primary = fakePool('primary');
    const replica = fakePool('replica');
    const db = routedReadDb(primary.pool, replica.pool);
    await db.connection().execute(() => Promise.resolve());
    expect(primary.connect).toHaveBeenCalledTimes(1);
    expect(replica.connect).not.toHaveBeenCalled();
    await withReadTarget('replica', () => db.connection().execute(() => Promise.resolve()));
    expect(replica.connect).toHaveBeenCalledTimes(1);
    expect(primary.connect).toHaveBeenCalledTimes(1);
    await db.destroy();
    expect(replica.end).toHaveBeenCalled();
    expect(primary.end).not.toHaveBeenCalled();
  });

  it('reads the primary when the replica cannot be reached', async () => {
    const primary = fakePool('primary');
    const replica = fakePool('replica', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = routedReadDb(primary.pool, replica.pool);
    await withReadTarget('replica', () => db.connection().execute(() => Promise.resolve()));
    expect(replica.connect).toHaveBeenCalledTimes(1);
    expect(primary.connect).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
