import { endpoints } from '@sentio/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database.js';
import { Client, type TestApp } from './harness.js';

export const PASSWORD = 'correct-horse-1';

/** Makes a user an operator (SYSTEM_ADMIN) or a plain user: the first user of a test database is an operator. */
export const setUserType = (t: TestApp, user: { userId: string }, type: 'USER' | 'SYSTEM_ADMIN') =>
  t.db.updateTable('app_user').set({ user_type: type }).where('id', '=', user.userId).execute();

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The newest mail to an address from the outbox, as an operator would read it. */
export async function lastMailTo(db: Db, to: string): Promise<{ subject: string; text: string }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { subject: row.subject, text: row.text_body };
}

export const linkCode = (text: string, route: string): string => {
  const m = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(text);
  if (!m?.[1]) throw new Error(`no /${route}/ link in mail: ${text}`);
  return m[1];
};

export interface SignedInUser {
  client: Client;
  email: string;
  userId: string;
  workspaceCode: string;
}

/** Registers through the API, verifies through the outbox mail, and signs in: the path a real user takes. */
export async function signUp(
  t: TestApp,
  options: { email?: string; company?: string; language?: 'en' | 'tr' } = {},
): Promise<SignedInUser> {
  const email = options.email ?? uniqueEmail();
  const anon = new Client(t.baseUrl);
  await anon.call(endpoints.register, {
    body: {
      email,
      password: PASSWORD,
      full_name: 'Test',
      lastName: 'User',
      companyName: options.company ?? `Company ${email}`,
      language: options.language ?? 'en',
    },
  });
  const code = linkCode((await lastMailTo(t.db, email)).text, 'verification-email');
  await anon.call(endpoints.verifyEmail, { body: { code } });
  const { token, user } = await anon.call(endpoints.login, { body: { email, password: PASSWORD } });
  const selected = user.workspaces.find((w) => w.selected);
  if (!selected) throw new Error('new user has no selected workspace');
  return { client: new Client(t.baseUrl, token), email, userId: user.id, workspaceCode: selected.code };
}
