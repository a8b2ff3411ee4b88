import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Dictionary, Parameter } from '@sentio/domain';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * The operator's system pages (docs/system-admin.md) in the built app, as the demo user (the installation's operator):
 * the monitor's live figures, the system log filtered to warnings, a dictionary change saved and read back, a
 * parameter set and reset, the session cache cleared without signing anyone out, the project queue's finished demo
 * jobs, and the pools. Every page once in English and once in Turkish (screenshots).
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const pages = [
  ['/admin/monitor', 'system-monitor'],
  ['/admin/system-log', 'system-log'],
  ['/admin/dictionary', 'system-dictionary'],
  ['/admin/parameters', 'system-parameters'],
  ['/admin/cache', 'system-cache'],
  ['/admin/project/queue', 'system-queue'],
  ['/admin/pool', 'system-pool'],
] as const;

test('system pages: monitor, log, dictionary, parameters, cache, project queue and pool, in English and Turkish', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');

  // ── monitor: the process, the database and the queues of this very server ──────────────────────────────────
  await page.goto('/admin/monitor');
  await expect(page.getByTestId('system-monitor')).toBeVisible();
  await expect(page.getByTestId('monitor-process')).toContainText('Embedded PostgreSQL (PGlite)');
  await expect(page.getByTestId('monitor-queues')).toContainText('model.train');
  await page.screenshot({ path: `${shots}/admin-system-01-en.png`, fullPage: true });

  // ── system log: the request lines, then warnings and above only ────────────────────────────────────────────
  await page.goto('/admin/system-log');
  await expect(page.getByTestId('log-table').locator('tbody tr').first()).toBeVisible();
  await pickOption(page, 'log-level', 'Warning and above');
  await expect(page.getByTestId('log-table')).not.toContainText('request completed');
  await pickOption(page, 'log-level', 'All levels');
  await page.screenshot({ path: `${shots}/admin-system-02-en.png` });

  // ── dictionary: add two Turkish words, keep "çok" as a content word ───────────────────────────────────────
  await page.goto('/admin/dictionary');
  await expect(page.getByTestId('dictionary-builtin')).toContainText('çok');
  const added = page.getByTestId('dictionary-added').locator('input');
  await added.fill('merhaba');
  await added.press('Enter');
  await added.fill('teşekkürler');
  await added.press('Enter');
  // The built-in list is long (a virtual list): type to find the word.
  await page.getByTestId('dictionary-removed').locator('input').fill('çok');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="çok"]').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('dictionary-save').click();
  await expect(page.getByText('The dictionary is saved; the next analysis run uses it.')).toBeVisible();
  const tr = await data<Dictionary>(page, '/api/admin/system/dictionary?language=tr');
  expect(tr.added).toEqual(['merhaba', 'teşekkürler']);
  expect(tr.removed).toEqual(['çok']);
  await expect(page.getByTestId('dictionary-updated')).toContainText('demo@sentio.local');
  await page.screenshot({ path: `${shots}/admin-system-03-en.png` });

  // ── parameters: keep more log lines, then back to the default ─────────────────────────────────────────────
  await page.goto('/admin/parameters');
  const lines = page.getByTestId('parameter-LOG_BUFFER_LINES');
  await lines.fill('2000');
  await page.getByTestId('parameter-LOG_BUFFER_LINES-save').click();
  await expect(page.getByText('System log lines kept is saved and in force.')).toBeVisible();
  const changed = (await data<Parameter[]>(page, '/api/admin/system/parameter')).find((p) => p.key === 'LOG_BUFFER_LINES');
  expect(changed).toMatchObject({ value: 2000, overridden: true, updatedBy: 'demo@sentio.local' });
  await page.screenshot({ path: `${shots}/admin-system-04-en.png` });
  await page.getByTestId('parameter-LOG_BUFFER_LINES-reset').click();
  await expect(lines).toHaveValue('1000');

  // ── cache: clearing the sessions signs nobody out (they are read again) ───────────────────────────────────
  await page.goto('/admin/cache');
  await page.getByTestId('cache-clear-SESSIONS').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('The Sessions cache is cleared.')).toBeVisible();
  await expect(page.getByTestId('cache-table')).toContainText('Dictionary');
  await page.screenshot({ path: `${shots}/admin-system-05-en.png` });

  // ── project queue: the demo's finished jobs ──────────────────────────────────────────────────────────────
  await page.goto('/admin/project/queue');
  await pickOption(page, 'queue-state', 'Completed');
  await expect(page.getByTestId('queue-table').locator('tbody tr.ant-table-row').first()).toContainText('Completed');
  await page.screenshot({ path: `${shots}/admin-system-06-en.png` });

  // ── pool ─────────────────────────────────────────────────────────────────────────────────────────────────
  await page.goto('/admin/pool');
  await expect(page.getByTestId('pool-database')).toContainText('Embedded PostgreSQL (PGlite)');
  await expect(page.getByTestId('pool-workers')).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-system-07-en.png` });

  // ── every page in Turkish ────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  for (const [index, [path, testId]] of pages.entries()) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/admin-system-0${index + 1}-tr.png`, fullPage: index === 0 });
  }
  await expect(page.getByTestId('system-pool')).toContainText('ML iş parçacıkları');
  await switchLanguage(page, 'en');
});
