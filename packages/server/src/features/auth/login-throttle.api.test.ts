import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, signUp } from '../../test/factories.js';
import { FREE_FAILURES_PER_PAIR } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For, which lets one test play two addresses.
  t = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  new Client(t.baseUrl).raw('POST', endpoints.login.path, {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('sign-in throttle', () => {
  it('slows the guessing address down without locking the owner out, and tells the owner', async () => {
    const owner = await signUp(t);
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    // More wrong passwords than the old per-address lock allowed (10), as fast as the server answers.
    for (let i = 0; i < 12; i++) statuses.push((await loginFrom(attacker, owner.email, `wrong-${i}`)).status);
    expect(statuses.slice(0, FREE_FAILURES_PER_PAIR)).toEqual(Array(FREE_FAILURES_PER_PAIR).fill(401));
    expect(statuses).toContain(429);

    const slowed = await loginFrom(attacker, owner.email, PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ messageCode: 'AUTH_TOO_MANY_ATTEMPTS' });
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from their own address, signs in at once.
    const own = await loginFrom('198.51.100.7', owner.email, PASSWORD);
    expect(own.status).toBe(200);

    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', owner.email)
      .where('subject', 'like', '%failed sign-ins%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(attacker);
  });
});
