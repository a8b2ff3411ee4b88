import { endpoints } from '@sentio/domain';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, cookieToken, startTestApp, type TestApp } from '../../test/harness.js';
import { lastMailTo, linkCode, PASSWORD, signUp, uniqueEmail } from '../../test/factories.js';
import { FREE_FAILURES_PER_PAIR } from './login-throttle.js';

let t: TestApp;
let anon: Client;
beforeAll(async () => {
  t = await startTestApp();
  anon = new Client(t.baseUrl);
});
afterAll(() => t.close());

const registerBody = (email: string) => ({
  email,
  password: PASSWORD,
  full_name: 'Ada',
  lastName: 'Lovelace',
  companyName: `Acme ${email}`,
});

describe('registration and verification', () => {
  it('registers, mails a verification link, and refuses login until it is opened', async () => {
    const email = uniqueEmail('reg');
    expect(await anon.call(endpoints.register, { body: registerBody(email) })).toEqual({ email });
    const mail = await lastMailTo(t.db, email);
    expect(mail.text).toContain(`${t.config.publicUrl}/verification-email/`);

    const refused = await anon.request(endpoints.login, { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageCode: 'AUTH_EMAIL_NOT_VERIFIED', type: 'AuthenticationException' });

    await anon.call(endpoints.verifyEmail, { body: { code: linkCode(mail.text, 'verification-email') } });
    const { user, token } = await anon.call(endpoints.login, { body: { email, password: PASSWORD } });
    expect(token.length).toBeGreaterThan(30);
    expect(user).toMatchObject({
      email,
      full_name: 'Ada',
      lastName: 'Lovelace',
      otpActive: false,
      personalInformationDone: false,
    });
    expect(user.workspaces).toHaveLength(1);
    expect(user.workspaces[0]).toMatchObject({ selected: true, role: 'ADMIN', name: `Acme ${email}` });
    expect(user.workspaces[0]?.permissions).toContain('APPLICATION/ADMIN');
  });

  it('refuses a second account with the same address, case-insensitively', async () => {
    const email = uniqueEmail('dup');
    await anon.call(endpoints.register, { body: registerBody(email) });
    const res = await anon.request(endpoints.register, { body: registerBody(email.toUpperCase()) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageCode: 'EMAIL_ALREADY_REGISTERED', fields: [{ field: 'email' }] });
  });

  it('rejects a weak password and unknown fields with per-field codes, writing nothing', async () => {
    const email = uniqueEmail('weak');
    const res = await anon.request(endpoints.register, {
      body: { ...registerBody(email), password: 'short', admin: true } as never,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      messageCode: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([
        expect.objectContaining({ field: 'password', messageCode: 'PASSWORD_TOO_WEAK' }),
        expect.objectContaining({ field: 'admin', messageCode: 'FIELD_UNKNOWN' }),
      ]) as unknown,
    });
    expect(await t.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('answers an unknown or used verification code with VERIFICATION_CODE_INVALID', async () => {
    const res = await anon.request(endpoints.verifyEmail, { body: { code: 'not-a-code' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'VERIFICATION_CODE_INVALID' });
  });

  it('resends the verification mail, and answers the same for unknown addresses', async () => {
    const email = uniqueEmail('resend');
    await anon.call(endpoints.register, { body: registerBody(email) });
    const before = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(await anon.call(endpoints.resendVerification, { body: { email } })).toEqual({ ok: true });
    expect(await anon.call(endpoints.resendVerification, { body: { email: uniqueEmail('nobody') } })).toEqual({ ok: true });
    const after = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(after.length).toBe(before.length + 1);
  });
});

describe('login', () => {
  it('answers the exact messages of the spec', async () => {
    const wrong = await anon.request(endpoints.login, { body: { email: uniqueEmail('none'), password: 'whatever1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ messageCode: 'AUTH_WRONG_CREDENTIALS', message: 'Wrong username or password' });

    const empty = await anon.request(endpoints.login, { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ messageCode: 'AUTH_ALL_FIELDS_REQUIRED', message: 'All fields are required' });
  });

  it('sets an httpOnly session cookie that authenticates like the bearer token; remember-me makes it persistent', async () => {
    const u = await signUp(t);
    const res = await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD } });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Expires=/i);
    const viaCookie = await anon.raw('GET', endpoints.me.path, { headers: { cookie: `token=${cookieToken(res)}` } });
    expect(viaCookie.status).toBe(200);

    const remembered = await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD, remember: true } });
    expect(remembered.headers.get('set-cookie')).toMatch(/Expires=/i);
    expect((remembered.body as { data: { user: { remember: boolean } } }).data.user.remember).toBe(true);
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    const u = await signUp(t);
    const res = await u.client.request(endpoints.logout);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/token=;/);
    const after = await u.client.request(endpoints.me);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ messageCode: 'AUTH_SESSION_REQUIRED' });
  });

  it('slows guessing from one address down after repeated failures with 429', async () => {
    const u = await signUp(t);
    for (let i = 0; i < FREE_FAILURES_PER_PAIR; i++) {
      expect((await anon.request(endpoints.login, { body: { email: u.email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const blocked = await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ messageCode: 'AUTH_TOO_MANY_ATTEMPTS' });
  });

  it('records sign-ins and failures on the activity page', async () => {
    const u = await signUp(t);
    await anon.request(endpoints.login, { body: { email: u.email, password: 'wrong-pass-1' } });
    const page = await u.client.call(endpoints.activity, { query: { page: 0, size: 10 } });
    expect(page.content.map((a) => a.kind)).toEqual(expect.arrayContaining(['SIGN_IN', 'SIGN_IN_FAILED']));
  });
});

describe('two-factor authentication', () => {
  it('enrols with a QR code, then requires the code at login', async () => {
    const u = await signUp(t);
    const setup = await u.client.call(endpoints.otpSetup);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain('otpauth://totp/');

    const bad = await u.client.request(endpoints.otpEnable, { body: { code: '000000' } });
    expect(bad.status).toBe(400);
    const me = await u.client.call(endpoints.otpEnable, { body: { code: await generate({ secret: setup.secret }) } });
    expect(me.otpActive).toBe(true);

    const missing = await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD } });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ messageCode: 'AUTH_OTP_REQUIRED' });
    const wrong = await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD, otp: '123456' } });
    expect(wrong.body).toMatchObject({ messageCode: 'AUTH_OTP_INVALID' });
    const ok = await anon.call(endpoints.login, {
      body: { email: u.email, password: PASSWORD, otp: await generate({ secret: setup.secret }) },
    });
    expect(ok.user.otpActive).toBe(true);

    const off = await u.client.call(endpoints.otpDisable, { body: { password: PASSWORD } });
    expect(off.otpActive).toBe(false);
  });
});

describe('password recovery and change', () => {
  it('mails a 4-digit code that resets the password and ends all sessions', async () => {
    const u = await signUp(t);
    await anon.call(endpoints.forgotPassword, { body: { email: u.email } });
    const code = /\b(\d{4})\b/.exec((await lastMailTo(t.db, u.email)).text)?.[1];
    expect(code).toMatch(/^\d{4}$/);

    const wrong = await anon.request(endpoints.resetPassword, {
      body: { email: u.email, code: code === '0000' ? '1111' : '0000', password: 'brand-new-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ messageCode: 'RECOVERY_CODE_INVALID' });

    await anon.call(endpoints.resetPassword, { body: { email: u.email, code: code ?? '', password: 'brand-new-pass-1' } });
    expect((await u.client.request(endpoints.me)).status).toBe(401);
    expect((await anon.request(endpoints.login, { body: { email: u.email, password: PASSWORD } })).status).toBe(401);
    await anon.call(endpoints.login, { body: { email: u.email, password: 'brand-new-pass-1' } });
  });

  it('locks a recovery code after five wrong tries', async () => {
    const u = await signUp(t);
    await anon.call(endpoints.forgotPassword, { body: { email: u.email } });
    const code = /\b(\d{4})\b/.exec((await lastMailTo(t.db, u.email)).text)?.[1] ?? '';
    const other = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      await anon.request(endpoints.resetPassword, { body: { email: u.email, code: other, password: 'brand-new-pass-1' } });
    const res = await anon.request(endpoints.resetPassword, { body: { email: u.email, code, password: 'brand-new-pass-1' } });
    expect(res.status).toBe(400);
  });

  it('changes the password with the current one, revoking other sessions but not this one', async () => {
    const u = await signUp(t);
    const second = await anon.call(endpoints.login, { body: { email: u.email, password: PASSWORD } });
    const wrong = await u.client.request(endpoints.changePassword, {
      body: { currentPassword: 'nope-nope-1', newPassword: 'another-pass-2' },
    });
    expect(wrong.body).toMatchObject({ messageCode: 'AUTH_PASSWORD_MISMATCH' });
    await u.client.call(endpoints.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'another-pass-2' } });
    expect((await u.client.request(endpoints.me)).status).toBe(200);
    expect((await new Client(t.baseUrl, second.token).request(endpoints.me)).status).toBe(401);
    const notes = await u.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    expect(notes.content.map((n) => n.titleKey)).toContain('notifications.passwordChanged.title');
  });
});
