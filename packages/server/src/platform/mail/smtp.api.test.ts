import { endpoints } from '@sentio/domain';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, uniqueEmail } from '../../test/factories.js';

/** Mail through a real SMTP server in this process: what arrives is what a user's mailbox would get. */
let smtp: SMTPServer;
let port = 0;
let listening = false;
const received: { to: string; subject: string; text: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  listening = true;
  const addr = smtp.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
  t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  if (listening) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail in the user language and marks the outbox row SENT', async () => {
    const email = uniqueEmail('smtp');
    await new Client(t.baseUrl).call(endpoints.register, {
      body: { email, password: PASSWORD, full_name: 'Ayşe', lastName: 'Yılmaz', companyName: 'Kargo AŞ', language: 'tr' },
    });
    const mail = received.find((m) => m.to === email);
    expect(mail?.subject).toBe('Sentio için e-posta adresinizi doğrulayın');
    expect(mail?.text).toContain('/verification-email/');
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'error'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'SENT', error: null });
  });

  it('keeps a mail it could not deliver as FAILED with the error, without failing the request', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    listening = false;
    const email = uniqueEmail('down');
    await new Client(t.baseUrl).call(endpoints.register, {
      body: { email, password: PASSWORD, full_name: 'A', lastName: 'B', companyName: 'C', language: 'en' },
    });
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'error'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('FAILED');
    expect(row.error).toBeTruthy();
  });
});
