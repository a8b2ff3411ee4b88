import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ProjectDocument, Rule, SearchResponse } from '@sentio/domain';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Rules of an analysis (docs/rules.md) in the built app, as the demo ADMIN: a rule "content contains 'iade' → add
 * label REFUND and raise an alert" made in the rules tab; new documents pushed through the analysis's JSON call are
 * classified, and the rule labels and alerts those that say "iade" (the data tab's drawer shows both) and leaves the
 * other alone; the rule is then run over the existing documents (live state to SUCCESS) and its history lists the
 * creation and the run. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The text box behind a test id: antd puts it on the input itself or on a wrapper around it. */
async function textBox(locator: Locator): Promise<Locator> {
  const tag = await locator.evaluate((el) => el.tagName);
  return tag === 'INPUT' || tag === 'TEXTAREA' ? locator : locator.locator('input, textarea').first();
}

/** The pushed documents, found by the run's token in their text. */
async function pushed(page: Page, token: string): Promise<ProjectDocument[]> {
  const found = await data<SearchResponse>(page, 'POST', `/api/project/${CODE}/document/search`, { query: token, size: 10 });
  return found.documents.content;
}

test('rules: "iade" → label REFUND and an alert on newly pushed documents; run over the existing ones; history', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  await waitForDemoAnalysis(page, { stable: 'count' });

  // ── the rule, made in the rules tab ─────────────────────────────────────────────────────────────────────────
  await page.goto(`/project/detail/${CODE}?tab=rules`);
  await expect(page.getByTestId('rules-tab')).toBeVisible({ timeout: 60_000 });
  // The demo's own refund rule acts on the same word (and an alert is never overwritten): it is switched off while
  // this rule is shown at work, with the list's switch, and on again at the end.
  const demoRules = (await data<Rule[]>(page, 'GET', `/api/project/${CODE}/rule`)).filter(
    (r) => r.enabled && r.conditions.some((c) => c.value.includes('iade')),
  );
  for (const demo of demoRules) {
    await page.getByTestId(`rule-enabled-${demo.id}`).click();
    await expect(page.getByTestId(`rule-enabled-${demo.id}`)).toHaveAttribute('aria-checked', 'false');
  }
  await page.getByTestId('rule-new').click();
  await expect(page.getByTestId('rule-form')).toBeVisible();
  const name = `E2E iade ${Date.now()}`;
  await page.getByTestId('rule-form-name').fill(name);
  // The first condition starts as "Content contains …": only the value is missing.
  await expect(page.getByTestId('rule-condition-field-0')).toContainText('Content');
  await expect(page.getByTestId('rule-condition-operator-0')).toContainText('contains');
  await (await textBox(page.getByTestId('rule-condition-value-0'))).fill('iade');
  await pickOption(page, 'rule-action-type-0', 'Add label');
  const label = await textBox(page.getByTestId('rule-action-label-0'));
  await label.fill('REFUND');
  await label.blur();
  await page.getByTestId('rule-action-add').click();
  await pickOption(page, 'rule-action-type-1', 'Raise an alert');
  await (await textBox(page.getByTestId('rule-action-note-1'))).fill('Customer asks for a refund (rule)');
  // The picture: the option list closed, the form from its top; the drawer is fixed, so the viewport, not the page.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.locator('.ant-drawer-body').evaluate((body) => body.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/rules-01-form-en.png` });
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/project/${CODE}/rule` && r.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await page.getByTestId('rule-form-submit').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(200);
  const rule = ((await response.json()) as { data: Rule }).data;
  expect(rule).toMatchObject({ enabled: true, relation: 'AND', algorithmType: 'KEYWORD', pendingFrom: null });
  expect(rule.conditions).toEqual([{ field: 'content', operator: 'contains', value: 'iade' }]);
  expect(rule.actions.map((a) => [a.actorType, a.label ?? a.note])).toEqual([
    ['ADD_LABEL', 'REFUND'],
    ['ALERT', 'Customer asks for a refund (rule)'],
  ]);
  await expect(page.getByTestId('rule-form')).toBeHidden();
  await expect(page.getByTestId(`rule-conditions-${rule.id}`)).toHaveText('Content contains "iade"');
  await expect(page.getByTestId(`rule-actions-${rule.id}`)).toContainText('Add label: REFUND');
  await expect(page.getByTestId(`rule-enabled-${rule.id}`)).toHaveAttribute('aria-checked', 'true');

  // ── new documents through the analysis's JSON call ──────────────────────────────────────────────────────────
  const token = `ref${Date.now().toString(36)}`;
  const date = new Date().toISOString();
  const stored = await data<{ stored: number }>(page, 'POST', `/api/project/${CODE}/json`, {
    channelCode: 'APP_REVIEW',
    documents: [
      { id: `${token}-1`, date, text: `Ürünü iade etmek istiyorum, paramı ne zaman alırım? ${token}` },
      { id: `${token}-2`, date, text: `Kargo geç geldi, iade süreci de çok yavaş. ${token}` },
      { id: `${token}-3`, date, text: `Harika bir uygulama, her şey yolunda. ${token}` },
    ],
  });
  expect(stored.stored).toBe(3);
  // They are classified in the background; the rule applies when they are (the same transaction).
  let documents: ProjectDocument[] = [];
  await expect(async () => {
    documents = await pushed(page, token);
    expect(documents, 'the pushed documents').toHaveLength(3);
    expect(
      documents.every((d) => d.predictionStatus !== 'INLINE'),
      'classified',
    ).toBe(true);
  }).toPass({ timeout: 300_000, intervals: [3000] });
  const byId = (suffix: string) => documents.find((d) => d.externalId === `${token}-${suffix}`);
  for (const suffix of ['1', '2']) {
    expect(
      byId(suffix)?.labels.map((l) => l.name),
      `labels of ${suffix}`,
    ).toContain('REFUND');
    expect(byId(suffix)?.alert?.note, `alert of ${suffix}`).toBe('Customer asks for a refund (rule)');
  }
  expect(byId('3')?.labels.map((l) => l.name)).not.toContain('REFUND');
  expect(byId('3')?.alert).toBeNull();
  const rules = await data<Rule[]>(page, 'GET', `/api/project/${CODE}/rule`);
  expect(rules.find((r) => r.id === rule.id)?.appliedCount).toBeGreaterThanOrEqual(2);

  // ── the data tab: the label and the alert on the new document ──────────────────────────────────────────────
  const refund = byId('1') as ProjectDocument;
  await page.goto(`/project/detail/${CODE}?tab=project_data&q=${token}`);
  await page.getByTestId(`document-row-${refund.id}`).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('alerted-tag') });
  await expect(drawer.getByTestId('alerted-tag')).toBeVisible();
  await expect(drawer.getByText('REFUND', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('alert-info')).toContainText('Customer asks for a refund (rule)');
  await page.screenshot({ path: `${shots}/rules-02-document-en.png`, fullPage: true });

  // ── run now over the existing documents: the state moves to SUCCESS; the history says who did what ──────────
  await page.goto(`/project/detail/${CODE}?tab=rules`);
  await page.getByTestId(`rule-run-button-${rule.id}`).click();
  await page.getByTestId('rule-run-confirm').click();
  await expect(page.getByTestId(`rule-run-${rule.id}`)).toHaveAttribute('data-state', 'SUCCESS', { timeout: 300_000 });
  const ran = (await data<Rule[]>(page, 'GET', `/api/project/${CODE}/rule`)).find((r) => r.id === rule.id);
  expect(ran?.lastRun).toMatchObject({ state: 'SUCCESS' });
  expect(ran?.lastRun?.total ?? 0).toBeGreaterThan(500);
  await expect(page.getByTestId(`rule-row-${name}`)).toContainText('Matched:');
  await page.screenshot({ path: `${shots}/rules-03-list-en.png`, fullPage: true });
  await page.getByTestId(`rule-history-open-${rule.id}`).click();
  await expect(page.getByTestId('rule-history-CREATED')).toBeVisible();
  await expect(page.getByTestId('rule-history-RUN')).toBeVisible();
  await page.keyboard.press('Escape');

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId(`rule-conditions-${rule.id}`)).toHaveText('İçerik içerir "iade"');
  await expect(page.getByTestId(`rule-run-${rule.id}`)).toHaveText('Tamamlandı');
  await page.screenshot({ path: `${shots}/rules-04-list-tr.png`, fullPage: true });
  await page.getByTestId(`rule-edit-${rule.id}`).click();
  await expect(page.getByTestId('rule-form-effective')).toContainText('00:00');
  // The drawer slides in: the picture waits for its motion to end.
  await expect(page.locator('.ant-drawer-content-wrapper[class*="motion"]')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/rules-05-form-tr.png` });
  await page.getByTestId('rule-form-cancel').click();
  await page.goto(`/project/detail/${CODE}?tab=project_data&q=${token}`);
  await page.getByTestId(`document-row-${refund.id}`).click();
  await expect(page.getByTestId('alerted-tag')).toBeVisible();
  await page.screenshot({ path: `${shots}/rules-06-document-tr.png`, fullPage: true });
  await page.goto(`/project/detail/${CODE}?tab=rules`);
  await switchLanguage(page, 'en');
  for (const demo of demoRules) {
    await page.getByTestId(`rule-enabled-${demo.id}`).click();
    await expect(page.getByTestId(`rule-enabled-${demo.id}`)).toHaveAttribute('aria-checked', 'true');
  }
});
