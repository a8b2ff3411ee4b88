import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Members and roles (docs/workspaces-and-users.md) in the built app, as the demo operator who owns the demo account:
 * two people who signed up elsewhere are added to the demo workspace through the account's users (they exist, so
 * they join at once); on /admin/workspace one member's role is changed in place and the other is removed after a
 * confirmation; /admin/user shows the account's users and the custom roles with the permission checklist and
 * "Add all". Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

const stamp = Date.now().toString(36);
const people = { promoted: `e2e-promoted-${stamp}@example.com`, removed: `e2e-removed-${stamp}@example.com` };

async function register(request: APIRequestContext, email: string, name: string): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      password: 'correct-horse-1',
      full_name: name,
      lastName: 'E2E',
      companyName: `Company ${name}`,
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function addToDemo(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/account/user', {
    data: { email, workspaces: [{ code: 'demo', role: 'ANALYST' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('members: change a role and remove a member on /admin/workspace; account users and custom roles on /admin/user', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await register(request, people.promoted, 'Promoted');
  await register(request, people.removed, 'Removed');
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  // The demo user starts in the demo workspace; make sure of it before adding people there.
  await page.request.put('/api/user/workspace', { data: { workspaceCode: 'demo' } });
  await addToDemo(page, people.promoted);
  await addToDemo(page, people.removed);

  // ── /admin/workspace: a role changed in place ───────────────────────────────────────────────────────────────
  await page.goto('/admin/workspace');
  const table = page.getByTestId('members-table');
  await expect(table).toContainText(people.promoted);
  await pickOption(page, `member-role-${people.promoted}`, /^Manager$/);
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/workspace/member');
      const members = ((await res.json()) as { data: { email: string; role: string }[] }).data;
      return members.find((m) => m.email === people.promoted)?.role;
    })
    .toBe('MANAGER');

  // ── a member removed after a confirmation ──────────────────────────────────────────────────────────────────
  await page.getByTestId(`member-remove-${people.removed}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
  await expect(table).not.toContainText(people.removed);
  await expect(table).toContainText(people.promoted);
  await page.screenshot({ path: `${shots}/admin-members-01-en.png`, fullPage: true });

  // ── /admin/user: the account's users, and the custom roles with "Add all" ───────────────────────────────────
  await page.goto('/admin/user');
  await expect(page.getByTestId('admin-users-table')).toContainText(people.promoted);
  await expect(page.getByTestId('admin-users-table')).not.toContainText(people.removed);
  await page.screenshot({ path: `${shots}/admin-members-02-en.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Custom roles' }).click();
  await page.getByTestId('role-new').click();
  await page.getByTestId('role-name').fill(`E2E all ${stamp}`);
  await page.getByTestId('role-add-all').click();
  await expect(page.locator('.ant-modal')).toContainText('Permissions (27 of 27)');
  await page.screenshot({ path: `${shots}/admin-members-03-en.png` });
  await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('roles-table')).toContainText(`E2E all ${stamp}`);

  // ── the same pages in Turkish ──────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await page.goto('/admin/workspace');
  await expect(page.getByTestId('members-table')).toContainText('Müdür');
  await page.screenshot({ path: `${shots}/admin-members-01-tr.png`, fullPage: true });
  await page.goto('/admin/user');
  await expect(page.getByTestId('admin-users-table')).toContainText(people.promoted);
  await page.screenshot({ path: `${shots}/admin-members-02-tr.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Özel roller' }).click();
  await page.getByTestId(`role-edit-E2E all ${stamp}`).click();
  await expect(page.locator('.ant-modal')).toContainText('Tümünü ekle');
  await page.screenshot({ path: `${shots}/admin-members-03-tr.png` });
  await page.locator('.ant-modal').getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.locator('.ant-modal')).toBeHidden();
  await switchLanguage(page, 'en');
});
