import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ProjectDocument, RootCauseAnalysis, SearchResponse } from '@sentio/domain';
import { waitForDemoModel } from './support/project-data.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Root cause analysis (docs/root-causes.md) in the built app, as the demo ADMIN on the demo analysis: a new analysis
 * over the categories of the seeded one runs (its progress shown) to completion; a topic is confirmed as a root
 * cause; the data tab filtered by it (rrId) lists documents whose drawer names it; the dashboard's root cause widget
 * opens the same filter; the confirmation is undone. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
const tab = `/project/detail/${CODE}?tab=rootCauseAnalysis`;
test.use({ actionTimeout: 30_000 });

async function data<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The first start seeds one completed root cause analysis once the demo documents are classified. */
async function waitForSeededAnalysis(page: Page): Promise<RootCauseAnalysis> {
  let seeded: RootCauseAnalysis | undefined;
  await expect(async () => {
    const list = await data<RootCauseAnalysis[]>(page, 'GET', `/api/project/${CODE}/root-cause-analysis`);
    seeded = list.find((a) => a.state === 'COMPLETED');
    expect(seeded, 'the demo root cause analysis is completed').toBeTruthy();
  }).toPass({ timeout: 480_000, intervals: [3000] });
  return seeded as RootCauseAnalysis;
}

/** The next data-tab search answer that filters by this root cause. */
const nextRootCauseSearch = (page: Page, rootCauseId: string) =>
  page.waitForResponse(
    (r) =>
      /\/document\/search$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { rrId: string | null; widget: boolean }).rrId === rootCauseId,
  );

test('root cause analysis: run, confirm a topic, its documents in the data tab and on the dashboard, undo', async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await waitForDemoModel(page);
  const seeded = await waitForSeededAnalysis(page);
  const tree = await data<{ modelCode: string; categories: { id: string; name: string }[] }[]>(
    page,
    'GET',
    `/api/project/${CODE}/modelCategories/tree`,
  );
  const categoryNames = seeded.categoryIds
    .slice(0, 2)
    .map((id) => tree.find((m) => m.modelCode === seeded.modelCode)?.categories.find((c) => c.id === id)?.name ?? '');

  // ── the analyses and a new one ──────────────────────────────────────────────────────────────────────────────────
  await page.goto(tab);
  await expect(page.getByTestId('rca-list')).toBeVisible();
  await expect(page.getByTestId(`rca-row-${seeded.name}`)).toBeVisible();
  await page.getByTestId('rca-new').click();
  const name = `E2E analysis ${Date.now()}`;
  await page.getByTestId('rca-form-name').fill(name);
  await expect(page.getByTestId('rca-form-content-limit-help')).toContainText('20,000');
  await expect(page.getByTestId('rca-form-nightly')).toContainText('00:00');
  await page.getByTestId('rca-form-categories').click();
  for (const category of categoryNames) {
    await page
      .locator(
        '.ant-select-dropdown:visible .ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-title',
      )
      .filter({ hasText: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first()
      .click();
  }
  await page.keyboard.press('Escape');
  await page.getByTestId('rca-form-topic-count').fill('6');
  await page.getByTestId('rca-form-submit').click();
  const row = page.getByTestId(`rca-row-${name}`);
  await expect(row).toBeVisible();
  const id = ((await row.locator('[data-testid^="rca-open-"]').getAttribute('data-testid')) ?? '').replace('rca-open-', '');
  expect(id).not.toBe('');

  // ── its progress, to completed ──────────────────────────────────────────────────────────────────────────────────
  const state = page.getByTestId(`rca-state-${id}`);
  const seen = new Set<string>();
  let shot = false;
  await expect(async () => {
    const now = (await state.getAttribute('data-state')) ?? '';
    seen.add(now);
    if (!shot && now === 'COMPUTING' && (await page.getByTestId(`rca-progress-${id}`).isVisible())) {
      shot = true;
      await page.screenshot({ path: `${shots}/root-causes-01-progress-en.png`, fullPage: true });
    }
    expect(now).toBe('COMPLETED');
  }).toPass({ timeout: 300_000, intervals: [300] });
  console.log(`root cause analysis states seen: ${[...seen].join(' → ')}`);
  if (!shot) await page.screenshot({ path: `${shots}/root-causes-01-progress-en.png`, fullPage: true });

  // ── its topics; one confirmed as a root cause ───────────────────────────────────────────────────────────────────
  await page.getByTestId(`rca-open-${id}`).click();
  await expect(page.getByTestId('rca-detail')).toBeVisible();
  const card = page.locator('[data-testid^="topic-card-"][data-status="PENDING"]').first();
  await expect(card).toBeVisible();
  const topicId = ((await card.getAttribute('data-testid')) ?? '').replace('topic-card-', '');
  const label = (await card.getAttribute('data-label')) ?? '';
  await page.getByTestId(`topic-confirm-${topicId}`).click();
  await expect(page.getByTestId('confirm-name')).toHaveValue(label);
  const rootName = `E2E ${label}`.slice(0, 60) + ` ${Date.now() % 100000}`;
  await page.getByTestId('confirm-name').fill(rootName);
  await page.getByTestId('confirm-alias-tr').fill(`${rootName} (TR)`);
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId(`topic-card-${topicId}`)).toHaveAttribute('data-status', 'CONFIRMED');
  await expect(page.getByTestId('rca-updates')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByTestId(`topic-root-cause-${topicId}`)).toContainText(rootName);
  await page.screenshot({ path: `${shots}/root-causes-02-topics-en.png`, fullPage: true });

  // ── the root causes list → the data tab filtered by it, the drawer names it ─────────────────────────────────────
  await page.getByTestId('rca-tab-root-causes').click();
  const rootRow = page.getByTestId(`root-cause-row-${rootName}`);
  await expect(rootRow).toBeVisible();
  const link = rootRow.locator('[data-testid^="root-cause-documents-"]');
  const rootCauseId = ((await link.getAttribute('data-testid')) ?? '').replace('root-cause-documents-', '');
  await page.screenshot({ path: `${shots}/root-causes-03-root-causes-en.png`, fullPage: true });
  const searched = nextRootCauseSearch(page, rootCauseId);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`rrId=${rootCauseId}`));
  const listed = ((await (await searched).json()) as { data: SearchResponse }).data.documents;
  expect(listed.total, 'documents of the root cause in the range').toBeGreaterThan(0);
  const first = page.locator('[data-document-row]').first();
  await first.click();
  const drawer = page.getByTestId('document-drawer');
  await expect(drawer.getByTestId(`drawer-root-cause-${rootCauseId}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/root-causes-04-drawer-en.png`, fullPage: true });
  // Every listed document carries it (the server's filter, checked through the drawer's own call for a few).
  for (const doc of listed.content.slice(0, 3)) {
    const topics = await data<{ rootCauses: { rootCauseId: string }[] }>(
      page,
      'GET',
      `/api/project/${CODE}/widget/attributeBaseKeyword/findDocumentTopics?documentId=${doc.id}`,
    );
    expect(topics.rootCauses.map((r) => r.rootCauseId)).toContain(rootCauseId);
  }

  // ── the dashboard's root cause widget opens the same documents ──────────────────────────────────────────────────
  // Put a "root causes by volume" widget on this user's dashboard, after the widgets already there.
  const created = await data<{ id: string }>(page, 'POST', `/api/project/${CODE}/widget`, {
    kind: 'ROOT_CAUSE_VOLUME',
    name: 'Root causes',
    scope: 'USER',
    config: { limit: 100 },
  });
  const all = await data<{ id: string; selected: boolean; position: number | null }[]>(
    page,
    'GET',
    `/api/project/${CODE}/widget/user/all`,
  );
  const shown = all.filter((w) => w.selected).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  await data(page, 'POST', `/api/project/${CODE}/widget/user/selected`, { widgetIds: [...shown.map((w) => w.id), created.id] });
  await page.goto(`/project/detail/${CODE}?tab=cx_dashboard`);
  const widget = page.getByTestId('widget-card-ROOT_CAUSE_VOLUME');
  await expect(widget).toBeVisible();
  const bar = widget.locator('[data-testid^="widget-drill-ROOT_CAUSE_VOLUME-"]').filter({ hasText: rootName });
  await expect(bar).toBeVisible();
  const drilled = nextRootCauseSearch(page, rootCauseId);
  // The bar says how many documents it stands for ("<name>: 93 documents — click to list them"): the list has exactly those.
  const counted = Number(/: ([\d,.]+) /.exec((await bar.getAttribute('aria-label')) ?? '')?.[1]?.replace(/[,.]/g, '') ?? NaN);
  expect(counted).toBeGreaterThan(0);
  await bar.click();
  await expect(page).toHaveURL(new RegExp(`tab=project_data.*rrId=${rootCauseId}`));
  expect(((await (await drilled).json()) as { data: SearchResponse }).data.documents.total).toBe(counted);
  await expect(page.getByTestId('filter-chips')).toContainText(rootName);

  // ── undo the confirmation: the topic is pending again and the root cause (left without topics) is gone ─────────
  await page.goto(`${tab}&rca=${id}`);
  await page.getByTestId(`topic-undo-${topicId}`).click();
  await expect(page.getByTestId(`topic-card-${topicId}`)).toHaveAttribute('data-status', 'PENDING', { timeout: 120_000 });
  await expect(page.getByTestId('rca-updates')).toHaveCount(0, { timeout: 120_000 });
  await page.getByTestId('rca-tab-root-causes').click();
  await expect(page.getByTestId(`root-cause-row-${rootName}`)).toHaveCount(0);
  const after = await data<{ rootCauses: { rootCauseId: string }[] }>(
    page,
    'GET',
    `/api/project/${CODE}/widget/attributeBaseKeyword/findDocumentTopics?documentId=${(listed.content[0] as ProjectDocument).id}`,
  );
  expect(after.rootCauses.map((r) => r.rootCauseId)).not.toContain(rootCauseId);

  // ── Turkish ─────────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(page, 'tr');
  await page.goto(tab);
  await expect(page.getByTestId(`rca-row-${name}`)).toBeVisible();
  await expect(page.getByTestId(`rca-state-${id}`)).toHaveText('Tamamlandı');
  await page.screenshot({ path: `${shots}/root-causes-05-list-tr.png`, fullPage: true });
  await page.getByTestId(`rca-open-${id}`).click();
  await expect(page.getByTestId(`topic-card-${topicId}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/root-causes-06-topics-tr.png`, fullPage: true });
  await switchLanguage(page, 'en');
});
