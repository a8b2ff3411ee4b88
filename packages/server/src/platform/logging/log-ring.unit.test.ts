import { describe, expect, it } from 'vitest';
import { LogRing, maskSecrets, maskUrl } from './log-ring.js';

const line = (level: number, msg: string, extra: object = {}) =>
  JSON.stringify({ level, time: 1_700_000_000_000, pid: 1, hostname: 'h', msg, ...extra });

describe('the log ring', () => {
  it('keeps the newest lines up to its capacity, newest first, from a level up', () => {
    const ring = new LogRing(3);
    ring.write(`${line(30, 'one')}\n${line(40, 'two')}\n`);
    ring.write(line(50, 'three'));
    ring.write(line(30, 'four'));
    expect(ring.page({ page: 0, size: 10 }).content.map((l) => l.msg)).toEqual(['four', 'three', 'two']);
    expect(ring.page({ level: 'warn', page: 0, size: 10 }).content.map((l) => [l.msg, l.level])).toEqual([
      ['three', 'error'],
      ['two', 'warn'],
    ]);
    ring.setCapacity(1);
    expect(ring.page({ page: 0, size: 10 })).toMatchObject({ total: 1, content: [{ msg: 'four', seq: 4 }] });
  });

  it('keeps a line that is not JSON as its message, and drops pid and hostname', () => {
    const ring = new LogRing();
    ring.write('plain text');
    ring.write(line(30, 'x', { reqId: 'r-1', res: { statusCode: 200 } }));
    const [json, plain] = ring.page({ page: 0, size: 10 }).content;
    expect(plain).toMatchObject({ msg: 'plain text', level: 'info', reqId: null });
    expect(json).toMatchObject({ reqId: 'r-1', details: { res: { statusCode: 200 } }, time: '2023-11-14T22:13:20.000Z' });
    expect(json?.details).not.toHaveProperty('pid');
  });

  it('masks credentials: secret-looking keys, token query parameters and opaque path segments', () => {
    expect(maskUrl('/api/x?token=abc&page=1&apiKey=k')).toBe('/api/x?token=***&page=1&apiKey=***');
    expect(maskUrl('/api/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz12/accept')).toBe('/api/invitation/***/accept');
    // A UUID (dashes) is an id, not a credential.
    expect(maskUrl('/api/model/0b7e1f0c-8a8e-4f5e-9f00-3c2b1a000000')).toBe('/api/model/0b7e1f0c-8a8e-4f5e-9f00-3c2b1a000000');
    expect(
      maskSecrets({ req: { url: '/a?code=1234', headers: { authorization: 'Bearer x', cookie: 'token=y' } }, password: 'p' }),
    ).toEqual({
      req: { url: '/a?code=***', headers: { authorization: '***', cookie: '***' } },
      password: '***',
    });
  });
});
