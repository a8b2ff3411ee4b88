import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ModelSummary, ModelTemplateSummary, ProjectTemplateSummary } from '@sentio/domain';
import { registerUser, signInAs, type NewUser } from './support/accounts.js';
import { BUILT_IN_ANALYSES, FEEDBACK_ROWS, storeFeedbackCsv } from './support/marketplace-data.js';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { DEMO_MODEL_CODE, modelDetail, modelIdByCode, signIn, switchLanguage, tourSeenState } from './support/session.js';

/**
 * The marketplace (docs/marketplace.md) in the built app:
 * 1. a newcomer (a new account, so a new workspace) opens the built-in "E-commerce feedback" analysis template, makes
 *    an analysis from it in one step, uploads a small CSV and sees its documents classified and a dashboard with
 *    widgets — without making a model by hand;
 * 2. the demo user makes the demo model public with its weights, the operator approves it, and a user of another
 *    workspace installs it from the marketplace: its test page predicts what the source's test page predicts.
 * Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });
// Pages here read what the server computes while it is busy (imports, classification, the seeds): a minute each.
const expect = baseExpect.configure({ timeout: 60_000 });

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * How long one call may take here: the built-in templates are made in the background at start-up (models trained,
 * sample analyses filled and classified), and the embedded database answers one statement at a time meanwhile.
 */
const slowCall = 180_000;

/** The demo operator, in English (the operator reads the outbox and reviews requests). */
async function operator(page: Page): Promise<void> {
  await signIn(page);
  await switchLanguage(page, 'en');
}

/** A new account's user signed in on a page of its own. */
async function newcomer(browser: Browser, operatorPage: Page, tag: string): Promise<{ page: Page; user: NewUser }> {
  const user = await registerUser(operatorPage.request, operatorPage, tag);
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    storageState: tourSeenState(),
  });
  const page = await context.newPage();
  await signInAs(page, user);
  return { page, user };
}

/**
 * The built-in e-commerce analysis template. The seed trains its models first, and makes the other built-ins after
 * it: the flow starts once all are listed, so its own calls do not queue behind the seed's.
 */
async function builtInEcommerce(page: Page): Promise<ProjectTemplateSummary> {
  let found: ProjectTemplateSummary | undefined;
  await expect(async () => {
    const list = await data<{ content: ProjectTemplateSummary[] }>(page, '/api/project-template?scope=PUBLIC&size=50');
    const builtIn = list.content.filter((t) => t.owner.builtIn);
    found = builtIn.find((t) => t.code === 'ecommerce-feedback');
    expect(found, 'the built-in e-commerce template is listed').toBeTruthy();
    expect(builtIn.length, 'every built-in analysis template is made').toBeGreaterThanOrEqual(BUILT_IN_ANALYSES);
  }).toPass({ timeout: 600_000, intervals: [3000] });
  return found as ProjectTemplateSummary;
}

/** What a test page shows for a text: the predicted labels with their scores, then every label's score line. */
async function predictionOf(page: Page, modelId: string, text: string): Promise<{ predicted: string[]; scores: string[] }> {
  await page.goto(`/model/test/${modelId}`);
  await page.getByTestId('test-text').fill(text);
  await page.getByTestId('test-submit').click();
  const result = page.getByTestId('test-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('test-score').first()).toBeVisible();
  const predicted = await result.getByTestId('test-predicted').allInnerTexts();
  const scores = await result.getByTestId('test-score').allInnerTexts();
  return { predicted, scores };
}

test('a newcomer starts an analysis from the built-in e-commerce template: upload, classified documents, dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(1_200_000);
  await operator(page);
  // The first start's demo analysis is classified in the background too: the flow waits for it to be done.
  await waitForDemoAnalysis(page);
  const { page: user } = await newcomer(browser, page, 'starter');

  // ── the marketplace lists the built-in template (made at start-up from generated data) ────────────────────
  const template = await builtInEcommerce(user);
  await user.getByTestId('menu-marketplace').click();
  await expect(user).toHaveURL(/\/marketplace/);
  const card = user.getByTestId(`template-card-${template.id}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('E-commerce feedback');
  await user.screenshot({ path: `${shots}/marketplace-01-list-en.png`, fullPage: true });
  await user.getByTestId(`template-link-${template.id}`).click();
  await expect(user).toHaveURL(new RegExp(`/project-template/detail/${template.id}`));
  await expect(user.getByTestId('template-header')).toContainText('E-commerce feedback');
  await expect(user.getByTestId('template-models')).toBeVisible();
  await user.screenshot({ path: `${shots}/marketplace-02-template-en.png`, fullPage: true });

  // ── one step: the analysis and its models (installed from their templates, trained) ───────────────────────
  await user.getByTestId('template-create-project').click();
  await user.getByTestId('create-name').fill('Web store feedback');
  const created = user.waitForResponse((r) => r.url().endsWith('/create-project') && r.request().method() === 'POST', {
    timeout: slowCall,
  });
  await user.getByTestId('create-submit').click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(200);
  const code = ((await answer.json()) as { data: { project: { code: string } } }).data.project.code;
  await expect(user).toHaveURL(new RegExp(`/project/detail/${code}`));
  const models = await data<{ content: ModelSummary[] }>(user, '/api/model?size=50');
  expect(models.content.length, 'models installed with the analysis').toBeGreaterThan(0);
  for (const model of models.content) expect(model.deployedVersion, `${model.name} deployed`).not.toBeNull();

  // ── the newcomer's file: upload, match, import, classification ─────────────────────────────────────────────
  await user.goto(`/project/detail/${code}?tab=sources`);
  await user.getByTestId('sources-upload-open').click();
  await expect(user).toHaveURL(new RegExp(`/project/source/${code}`));
  await pickOption(user, 'source-channel-select', 'Survey');
  await user.locator('[data-testid=source-dropzone] input[type=file]').setInputFiles(storeFeedbackCsv());
  await expect(user).toHaveURL(new RegExp(`/project/${code}/match-columns/`));
  await expect(user.getByTestId('preview-table')).toContainText('WEB-001');
  const roles: Record<string, string> = { id: 'ID', date: 'DATE', text: 'CONTENT', channel: 'IGNORE' };
  for (const column of ['segment', 'nps', 'csat', 'city']) roles[column] = 'ATTRIBUTE';
  for (const [column, role] of Object.entries(roles)) {
    const group = user.getByTestId(`match-role-${column}`);
    await group.locator(`label:has(input[value="${role}"])`).click();
    await expect(group.locator(`input[value="${role}"]`)).toBeChecked();
  }
  // The analysis has these attributes from its template already: their types stay.
  for (const column of ['nps', 'csat']) await expect(user.getByTestId(`match-attribute-type-${column}`)).toContainText('Number');
  await pickOption(user, 'match-channel-column', /^channel$/);
  await user.getByTestId('match-date-format').locator('input').fill('ISO');
  await user.keyboard.press('Escape');
  const matched = user.waitForResponse((r) => /\/file\/[^/]+\/settings$/.test(r.url()) && r.request().method() === 'POST', {
    timeout: slowCall,
  });
  await user.getByTestId('match-submit').click();
  expect((await matched).ok(), await (await matched).text()).toBe(true);
  await expect(user).toHaveURL(new RegExp(`/project/detail/${code}\\?.*tab=sources`));
  const sourceRow = user.locator('[data-testid^="source-row-"]').first();
  await expect(sourceRow).toHaveAttribute('data-status', 'IMPORTED', { timeout: 180_000 });
  await expect(sourceRow.getByTestId('source-success')).toHaveText(String(FEEDBACK_ROWS));
  await expect(sourceRow.getByTestId('source-inline')).toHaveCount(0, { timeout: 180_000 });

  // ── classified documents on the data tab ───────────────────────────────────────────────────────────────────
  const dataTab = async (language: 'en' | 'tr') => {
    await user.goto(`/project/detail/${code}?tab=project_data`);
    await expect(user.getByTestId('summary-processed')).toBeVisible({ timeout: slowCall });
    await expect(user.locator('[data-testid^="category-tag-"]').first()).toBeVisible({ timeout: 120_000 });
    await expect(user.getByTestId('summary-inline')).toContainText('0');
    await user.screenshot({ path: `${shots}/marketplace-03-data-${language}.png`, fullPage: true });
  };
  const dashboard = async (language: 'en' | 'tr') => {
    await user.goto(`/project/detail/${code}?tab=cx_dashboard`);
    await expect(user.locator('[data-testid^="widget-card-"]').first()).toBeVisible({ timeout: slowCall });
    expect(await user.locator('[data-testid^="widget-card-"]').count()).toBeGreaterThan(1);
    await user.screenshot({ path: `${shots}/marketplace-04-dashboard-${language}.png`, fullPage: true });
  };
  await dataTab('en');
  await dashboard('en');

  // ── the same screens in Turkish ────────────────────────────────────────────────────────────────────────────
  await switchLanguage(user, 'tr');
  await user.goto('/marketplace?kind=PROJECT');
  await expect(user.getByTestId(`template-card-${template.id}`)).toBeVisible();
  await expect(user.getByTestId('menu-marketplace')).toContainText('Pazar yeri');
  await user.screenshot({ path: `${shots}/marketplace-01-list-tr.png`, fullPage: true });
  await user.goto(`/project-template/detail/${template.id}`);
  await expect(user.getByTestId('template-header')).toBeVisible();
  await user.screenshot({ path: `${shots}/marketplace-02-template-tr.png`, fullPage: true });
  await dataTab('tr');
  await dashboard('tr');
  await user.context().close();
});

test("a public model: the demo's model made public with its weights, approved, installed by another workspace, predicting the same", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await operator(page);
  await waitForDemoModel(page);
  const modelId = await modelIdByCode(page, DEMO_MODEL_CODE);
  const model = await modelDetail(page, modelId);

  // ── the make-public page: a pending request of the demo (filed before templates) is withdrawn first ───────
  await page.goto(`/model/make-public/${modelId}`);
  const submit = page.getByTestId('make-public-submit');
  const withdraw = page.getByTestId('make-public-withdraw');
  await expect(submit.or(withdraw)).toBeVisible();
  if (await withdraw.isVisible()) {
    await withdraw.click();
    await expect(submit).toBeVisible();
  }
  await expect(page.getByTestId('make-public-template')).toBeVisible();
  await expect(page.getByTestId('make-public-weights')).toBeChecked();
  // The header's "make it a template" dialog (a private template, shared on request): looked at, not saved here.
  const makeTemplate = async (language: 'en' | 'tr') => {
    await page.getByTestId('model-make-template').click();
    await expect(page.getByTestId('make-template-name')).toHaveValue(model.name);
    await page.getByTestId('make-template-share').check();
    await expect(page.getByTestId('make-template-note')).toBeVisible();
    await page.screenshot({ path: `${shots}/marketplace-09-make-template-${language}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('make-template-name')).toHaveCount(0);
  };
  await makeTemplate('en');
  await page.getByTestId('make-public-note').fill('Store feedback topics, trained: install and classify at once.');
  await page.screenshot({ path: `${shots}/marketplace-05-make-public-en.png`, fullPage: true });
  await submit.click();
  await expect(page.getByTestId('make-public-pending')).toBeVisible();

  // ── the operator approves it on the review queue ───────────────────────────────────────────────────────────
  await page.goto('/admin');
  const row = page.getByTestId('review-table').locator('tr.ant-table-row').filter({ hasText: model.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Store feedback topics');
  await page.getByTestId(`review-approve-${model.name}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  // The template is public now, with the weights.
  let templateId = '';
  await expect(async () => {
    const list = await data<{ content: ModelTemplateSummary[] }>(page, '/api/model-template?scope=WORKSPACE&size=50');
    const own = list.content.find((t) => t.name === model.name);
    expect(own?.visibility).toBe('PUBLIC');
    expect(own?.hasWeights).toBe(true);
    templateId = own?.id ?? '';
  }).toPass({ timeout: 60_000 });

  const sentence = 'Kargom bir hafta gecikti ve kurye paketi yanlış adrese bıraktı.';
  const source = await predictionOf(page, modelId, sentence);
  expect(source.predicted.length).toBeGreaterThan(0);

  // ── another workspace installs it from the marketplace ─────────────────────────────────────────────────────
  const { page: user } = await newcomer(browser, page, 'installer');
  await user.goto('/marketplace?kind=MODEL');
  const card = user.getByTestId(`template-card-${templateId}`);
  await expect(card).toBeVisible();
  await user.screenshot({ path: `${shots}/marketplace-06-models-en.png`, fullPage: true });
  await user.getByTestId(`template-link-${templateId}`).click();
  await expect(user.getByTestId('template-header')).toContainText(model.name);
  await user.screenshot({ path: `${shots}/marketplace-07-model-template-en.png`, fullPage: true });
  await user.getByTestId('template-install').click();
  const installed = user.waitForResponse((r) => r.url().endsWith('/install') && r.request().method() === 'POST', {
    timeout: slowCall,
  });
  await user.getByTestId('install-submit').click();
  const answer = await installed;
  expect(answer.status(), await answer.text()).toBe(200);
  const result = ((await answer.json()) as { data: { modelId: string; deployed: boolean } }).data;
  expect(result.deployed).toBe(true);
  await expect(user.getByTestId('install-done')).toBeVisible();

  // The same text, the same prediction: the installed model's test page against the source's.
  const copy = await predictionOf(user, result.modelId, sentence);
  expect(copy).toEqual(source);
  await user.screenshot({ path: `${shots}/marketplace-08-test-en.png`, fullPage: true });

  // ── Turkish ────────────────────────────────────────────────────────────────────────────────────────────────
  await switchLanguage(user, 'tr');
  await user.goto(`/model-template/detail/${templateId}`);
  await expect(user.getByTestId('template-header')).toContainText(model.name);
  await user.screenshot({ path: `${shots}/marketplace-07-model-template-tr.png`, fullPage: true });
  await predictionOf(user, result.modelId, sentence);
  await user.screenshot({ path: `${shots}/marketplace-08-test-tr.png`, fullPage: true });
  await user.context().close();
  await switchLanguage(page, 'tr');
  await page.goto(`/model/make-public/${modelId}`);
  await expect(page.getByTestId('make-public-state')).toBeVisible();
  await page.screenshot({ path: `${shots}/marketplace-05-make-public-tr.png`, fullPage: true });
  await makeTemplate('tr');
  await switchLanguage(page, 'en');
});
