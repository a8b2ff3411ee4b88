import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMail } from '@sentio/domain';

/** Users of new accounts (each with its own workspace), registered and verified through the operator's outbox. */

export interface NewUser {
  email: string;
  password: string;
  company: string;
}

/**
 * Registers a user with a new account (and so a new workspace) and verifies the address through the link of the
 * verification mail, read from the operator's outbox (`operator` is signed in as the demo operator).
 */
export async function registerUser(
  request: APIRequestContext,
  operator: Page,
  tag: string,
  company = `Market ${tag}`,
): Promise<NewUser> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const user = { email: `e2e-${tag}-${stamp}@example.com`, password: 'correct-horse-1', company: `${company} ${stamp}` };
  const res = await request.post('/api/auth/register', {
    data: {
      email: user.email,
      password: user.password,
      full_name: 'Melis',
      lastName: 'Pazar',
      companyName: user.company,
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const box = await operator.request.get(`/api/admin/outbox?to=${encodeURIComponent(user.email)}`);
      const mails = ((await box.json()) as { data: { content: OutboxMail[] } }).data.content;
      code = /\/verification-email\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await request.post('/api/auth/verify-email', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}

/** Signs in a newly registered user; the first sign-in's personal-information step is skipped. */
export async function signInAs(page: Page, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('personal-skip').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}
