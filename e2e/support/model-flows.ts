import { expect, type Page } from '@playwright/test';
import type { UploadFile } from './generated.js';

/** The steps of the creation wizard (`data-step` of `model-wizard`). */
type WizardStep = 'type' | 'language' | 'data' | 'pipeline' | 'labels' | 'preview';

export interface WizardModel {
  name: string;
  classification: 'SINGLE_LABEL' | 'MULTI_LABEL';
  dataType: 'STANDARD' | 'DIALOGUE';
  /** The category tree, imported on the labels step; without it the model starts with no categories. */
  categories?: UploadFile;
  /** Leaf names to see in the wizard's tree after the import. */
  expectLeaves: string[];
}

/**
 * Creates a category model through the six-step wizard: name and classification, English only, the data type,
 * the default pipeline, the category tree imported from a file, and the preview. Returns the new model's id.
 */
export async function createModelWithWizard(page: Page, model: WizardModel): Promise<string> {
  await page.goto('/model/create');
  const wizard = page.getByTestId('model-wizard');
  const next = async (step: WizardStep) => {
    await page.getByTestId('model-wizard-next').click();
    await expect(wizard).toHaveAttribute('data-step', step);
  };

  await expect(wizard).toHaveAttribute('data-step', 'type');
  await page.getByTestId('model-name').fill(model.name);
  await page.getByTestId('model-sense-CATEGORY').check();
  await page.getByTestId(`model-classification-${model.classification}`).check();
  await next('language');
  await expect(page.getByTestId('model-language-en')).toBeChecked();
  await expect(page.getByTestId('model-language-default-en')).toBeChecked();
  await next('data');
  await page.getByTestId(`model-data-type-${model.dataType}`).check();
  await next('pipeline');
  await next('labels');
  if (model.categories) {
    await page.locator('[data-testid=category-import] input[type=file]').setInputFiles(model.categories);
    await page.getByTestId('category-import-confirm').click();
  }
  for (const leaf of model.expectLeaves) await expect(page.getByTestId(`category-node-${leaf}`)).toBeVisible();
  await next('preview');
  await expect(wizard).toContainText(model.name);

  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/model' && r.request().method() === 'POST');
  await page.getByTestId('model-wizard-submit').click();
  expect((await created).ok()).toBe(true);
  await expect(page).toHaveURL(/\/model-journey\?id=/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).not.toBe('');
  return id;
}

/** Sends a JSON file of documents or dialogues from /model/json-upload and waits for the stored count. */
export async function uploadJson(page: Page, modelId: string, json: UploadFile, count: number): Promise<void> {
  await page.goto(`/model/json-upload/${modelId}`);
  await page.locator('[data-testid=json-file] input[type=file]').setInputFiles(json);
  await expect(page.getByTestId('json-ready')).toBeVisible();
  await page.getByTestId('json-submit').click();
  await expect(page.getByTestId('json-result')).toContainText(String(count));
}

/** Starts a training from the train panel of /model/training and waits for the version to succeed. */
export async function trainFromPanel(page: Page, modelId: string): Promise<void> {
  if (!page.url().includes(`/model/training/${modelId}`)) await page.goto(`/model/training/${modelId}`);
  const panel = page.getByTestId('train-panel');
  await expect(panel).toBeVisible();
  const started = page.waitForResponse((r) => r.url().endsWith(`/api/model/${modelId}/train`));
  await page.getByTestId('train-start').click();
  expect((await started).ok()).toBe(true);
  // The panel polls while training; a failed training ends the wait at once with its reason.
  await expect(panel).toHaveAttribute('data-training-status', /^(SUCCESS|FAILED)$/, { timeout: 90_000 });
  const error = page.getByTestId('train-error');
  expect(await panel.getAttribute('data-training-status'), (await error.count()) ? await error.innerText() : '').toBe('SUCCESS');
  await expect(panel.getByTestId('version-status')).toHaveAttribute('data-status', 'SUCCESS');
}

/** Runs a text through /model/test and waits for the result. */
export async function testText(page: Page, modelId: string, text: string): Promise<void> {
  await page.goto(`/model/test/${modelId}`);
  await page.getByTestId('test-text').fill(text);
  await page.getByTestId('test-submit').click();
  await expect(page.getByTestId('test-result')).toBeVisible();
}
