import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { categoryFile, dialogueJson, englishLeaf, feedbackCsv, freshFeedback, multiLabelJson } from './support/generated.js';
import { createModelWithWizard, testText, trainFromPanel, uploadJson } from './support/model-flows.js';
import { DEMO_MODEL_CODE, modelDetail, modelIdByCode, signIn, switchLanguage } from './support/session.js';

/**
 * Models (docs/models.md), in the built app on the run's fresh database, as the demo ADMIN: a single-label model from the wizard
 * to a deployed version (generated CSV, column matching, keyboard labelling, training, statistics, test), a
 * multi-label and a dialogue model from JSON, and the list, labelling, statistics and test pages in both languages.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });

const SOME_LEAVES = ['Delivery time', 'Refund', 'Agent helpfulness'];

/** Signs in, in English whatever an earlier run left in the profile. */
async function start(page: Page): Promise<void> {
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
}

test('a single-label model: wizard, categories, CSV, matching, keyboard labelling, training, quality, test, deploy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await start(page);
  const { rows, csv } = feedbackCsv({ seed: 2026, count: 90, labelled: 30 });

  // The wizard, with the store's category tree imported on its labels step.
  const id = await createModelWithWizard(page, {
    name: 'Store feedback topics',
    classification: 'SINGLE_LABEL',
    dataType: 'STANDARD',
    categories: categoryFile(),
    expectLeaves: SOME_LEAVES,
  });

  // The categories page: the imported tree, and one more category added there.
  await page.goto(`/model/categories/${id}`);
  await expect(page.getByTestId('category-tree')).toBeVisible();
  for (const leaf of SOME_LEAVES) await expect(page.getByTestId(`category-node-${leaf}`)).toBeVisible();
  await page.getByTestId('category-add-input').fill('Other');
  await page.getByTestId('category-add').click();
  await expect(page.getByTestId('category-node-Other')).toBeVisible();

  // Upload the generated CSV; a pending upload opens its preview, then the matching.
  await page.goto(`/model/data-upload/${id}`);
  await page.locator('[data-testid=upload-dropzone] input[type=file]').setInputFiles(csv);
  await expect(page).toHaveURL(/\/model\/columns-preview\//);
  await expect(page.getByTestId('preview-table')).toContainText(rows[0]?.id ?? 'FB-');
  await page.getByTestId('preview-continue').click();
  await expect(page).toHaveURL(/\/model\/match-columns\//);
  const roles = { id: 'ID', date: 'DATE', text: 'CONTENT', category: 'LABEL' } as const;
  for (const [column, role] of Object.entries(roles)) {
    await page.getByTestId(`column-role-${column}`).locator(`input[value="${role}"]`).check();
  }
  await page.getByTestId('match-date-format').locator('input').fill('YYYY-MM-DD');
  await page.keyboard.press('Escape');
  await page.getByTestId('match-label-status').locator('input[value="COMPLETED"]').check();
  const matched = page.waitForResponse((r) => /\/sources\/[^/]+\/match$/.test(r.url()));
  await page.getByTestId('match-submit').click();
  expect((await matched).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/model/data-upload/${id}$`));
  await expect(page.locator('[data-testid=source-status][data-status=IMPORTED]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('source-success')).toHaveText(String(rows.length));

  // Label 30 unmarked documents with the keyboard: the key shown on the document's category's button, then Enter.
  const model = await modelDetail(page, id);
  const labelIdOf = new Map(model.labels.map((l) => [l.name, l.id]));
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  await page.goto(`/model/training/${id}`);
  const labelled = page.getByTestId('train-labelled');
  await expect(labelled).toContainText('30');
  const pane = page.getByTestId('reading-pane');
  for (let n = 0; n < 30; n++) {
    await expect(pane).toHaveAttribute('data-document-id', /.+/);
    const documentId = (await pane.getAttribute('data-document-id')) ?? '';
    const externalId = /#(FB-\d+)/.exec(await pane.locator('.ant-card-head').innerText())?.[1] ?? '';
    const row = rowOf.get(externalId);
    if (!row) throw new Error(`no generated row for document ${externalId}`);
    const button = pane.locator(`[data-testid^="label-button-"][data-label-id="${labelIdOf.get(englishLeaf(row))}"]`);
    const key = (await button.locator('kbd').innerText()).trim();
    await page.keyboard.press(key);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const marked = page.waitForResponse((r) => r.url().endsWith(`/documents/${documentId}/mark`));
    await page.keyboard.press('Enter');
    expect((await marked).ok()).toBe(true);
    await expect(pane).not.toHaveAttribute('data-document-id', documentId);
  }
  await expect(labelled).toContainText('60');

  // Train, then the version's quality: confusion matrix, per-label F1, the documents of a confused pair.
  await trainFromPanel(page, id);
  await page.getByTestId('train-statistics').click();
  await expect(page).toHaveURL(new RegExp(`/model/statistics/${id}`));
  await expect(page.getByTestId('stats-summary')).toBeVisible();
  await expect(page.getByTestId('confusion-heatmap')).toBeVisible();
  const metrics = page.getByTestId('metrics-table');
  await expect(metrics.locator('thead')).toContainText('F1');
  expect(await metrics.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(3);
  const pair = page.getByTestId('confusion-pair-0');
  const pairCount = Number(/\((\d+)\)\s*$/.exec(await pair.innerText())?.[1]);
  await pair.click();
  const drawer = page.getByTestId('confusion-drawer');
  await expect(drawer.getByTestId('confusion-document')).toHaveCount(pairCount);
  await page.keyboard.press('Escape');
  await expect(drawer.getByTestId('confusion-document')).toHaveCount(0);
  await expect(page.getByTestId('keyword-cloud').getByTestId('keyword').first()).toBeVisible();
  // The user's markings: the 30 labelled rows they imported and the 30 they labelled with the keyboard (imported
  // labels count as the importer's since statistics said "nobody has labelled" after a labelled import).
  await expect(page.getByTestId('markings')).toContainText('Demo Admin');
  await expect(page.getByTestId('markings').locator('tbody')).toContainText('60');

  // A held-out sentence: one predicted category, with the words behind it highlighted.
  const sentence = freshFeedback(77, 1)[0]?.text ?? 'My parcel arrived three days late.';
  await testText(page, id, sentence);
  await expect(page.getByTestId('test-predicted')).toHaveCount(1);
  await expect(page.getByTestId('test-highlighted').getByTestId('highlight-span').first()).toBeVisible();

  // Deploy the version; the labelling screen then shows the deployed version's suggestions.
  await page.goto(`/model/statistics/${id}`);
  await page.getByTestId('version-deploy').click();
  await page.getByTestId('version-deploy-confirm').click();
  await expect(page.getByTestId('versions-table').getByTestId('version-deployed')).toBeVisible();
  expect((await modelDetail(page, id)).deployedVersion).not.toBeNull();
  await page.goto(`/model/training/${id}`);
  await expect(page.getByTestId('suggestion-panel')).toBeVisible();
});

test('a multi-label model and a dialogue model from JSON: train and test', async ({ page }) => {
  test.setTimeout(150_000);
  await start(page);

  // Multi-label, standard texts: generated feedback, about a third with two categories.
  const multi = await createModelWithWizard(page, {
    name: 'Store feedback, several topics',
    classification: 'MULTI_LABEL',
    dataType: 'STANDARD',
    categories: categoryFile(),
    expectLeaves: SOME_LEAVES,
  });
  await uploadJson(page, multi, multiLabelJson(31, 80), 80);
  await trainFromPanel(page, multi);
  await page.goto(`/model/statistics/${multi}`);
  await expect(page.getByTestId('metrics-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  // A multi-label version has no single confusion matrix: per-label figures only.
  await expect(page.getByTestId('confusion-heatmap')).toHaveCount(0);
  await testText(page, multi, freshFeedback(78, 1)[0]?.text ?? 'The courier was late and the refund never came.');
  expect(await page.getByTestId('test-score').count()).toBe((await modelDetail(page, multi)).labels.length);

  // Dialogue, single-label: generated conversations with their contact reason.
  const { rows, json } = dialogueJson(41, 60);
  const dialogue = await createModelWithWizard(page, {
    name: 'Call centre contact reasons',
    classification: 'SINGLE_LABEL',
    dataType: 'DIALOGUE',
    categories: categoryFile(),
    expectLeaves: SOME_LEAVES,
  });
  await uploadJson(page, dialogue, json, rows.length);
  await page.goto(`/model/data/${dialogue}?tab=COMPLETED`);
  await expect(page.getByTestId('reading-pane').getByTestId('dialogue-turn').first()).toBeVisible();
  await trainFromPanel(page, dialogue);

  // Test a dialogue typed turn by turn: customer, then agent.
  await page.goto(`/model/test/${dialogue}`);
  await expect(page.getByTestId('dialogue-editor')).toBeVisible();
  await page.getByTestId('test-turn-text-0').fill('Hello, I was charged twice for my order and I want my money back.');
  await page.getByTestId('test-turn-add').click();
  await expect(page.getByTestId('test-turn-speaker-1')).toContainText('Agent');
  await page.getByTestId('test-turn-text-1').fill('I am sorry, I have started the refund of the second payment.');
  await page.getByTestId('test-submit').click();
  const result = page.getByTestId('test-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('test-predicted')).toHaveCount(1);
  await expect(result.getByTestId('dialogue-turn')).toHaveCount(2);
});

test('screenshots of the list, labelling, statistics and test pages in English and Turkish', async ({ page }) => {
  await start(page);
  const id = await modelIdByCode(page, DEMO_MODEL_CODE);
  // The demo model is trained and deployed in the background on first start.
  await expect.poll(async () => (await modelDetail(page, id)).deployedVersion, { timeout: 90_000 }).not.toBeNull();
  const sentence = 'The courier left my parcel at the wrong address and tracking never updated.';

  const list = async (lang: string) => {
    await page.goto('/model/my-models');
    await expect(page.getByTestId(`model-link-${DEMO_MODEL_CODE}`)).toBeVisible();
    await page.screenshot({ path: `${shots}/models-list-${lang}.png`, fullPage: true });
  };
  const labelling = async (lang: string) => {
    await page.goto(`/model/training/${id}`);
    await expect(page.getByTestId('reading-pane')).toBeVisible();
    await expect(page.getByTestId('suggestion-panel')).toBeVisible();
    await page.screenshot({ path: `${shots}/models-labelling-${lang}.png`, fullPage: true });
  };
  const statistics = async (lang: string) => {
    await page.goto(`/model/statistics/${id}`);
    await expect(page.getByTestId('confusion-heatmap')).toBeVisible();
    await expect(page.getByTestId('metrics-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('keyword-cloud')).toBeVisible();
    await page.screenshot({ path: `${shots}/models-statistics-${lang}.png`, fullPage: true });
  };
  const testPage = async (lang: string) => {
    await expect(page.getByTestId('test-highlighted').getByTestId('highlight-span').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/models-test-${lang}.png`, fullPage: true });
  };

  await list('en');
  await labelling('en');
  await statistics('en');
  await testText(page, id, sentence);
  await testPage('en');
  // Switching on the test page keeps the result: the same screen, now in Turkish.
  await switchLanguage(page, 'tr');
  await expect(page.getByTestId('test-submit')).toContainText('Test et');
  await testPage('tr');
  await statistics('tr');
  await labelling('tr');
  await list('tr');
  await switchLanguage(page, 'en');
});
