import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Assistant, AssistantSuggestion, Page as ApiPage } from '@sentio/domain';
import { defaultResponder, startFakeLlm, type FakeLlm, type FakeResponder } from '../packages/server/src/test/fake-llm/server.js';
import { waitForDemoAnalysis } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { DEMO_PROJECT_CODE, signIn, switchLanguage } from './support/session.js';

/**
 * Assistants (docs/assistants.md) in the built app, against the fake LLM (docs/ai-provider.md "The fake server"):
 * the operator points the installation's default AI provider at it; a user defines a CLASSIFY assistant on the demo
 * analysis (its model has a category tree) for 20 documents, runs it, waits for the 20 documents' suggestions,
 * confirms two — they become the documents' labels, the others stay pending — and asks the data tab a question
 * whose answer cites documents that open in the document drawer. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
test.use({ actionTimeout: 30_000, viewport: { width: 1440, height: 900 } });
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: 'serial' });

const code = DEMO_PROJECT_CODE;
const tabUrl = (tab: string) => `/project/detail/${code}?tab=${tab}`;
const fakePort = Number(process.env['FAKE_LLM_PORT'] ?? 8241);

interface ClassifyTask {
  task: string;
  categories: string[];
  documents: { id: string; text: string }[];
}
interface ClassifyAnswer {
  items: { documentId: string; labels: { name: string; quote: string; reason: string }[] }[];
}

/**
 * The default responder, except that a document naming none of the categories still gets the first one (quoting its
 * first word): the demo's documents speak of their aspects in other words, and the flow waits for all 20.
 */
const everyDocumentOnce: FakeResponder = (call) => {
  const answer = defaultResponder(call);
  const task = call.task as Partial<ClassifyTask> | null;
  if (task?.task !== 'CLASSIFY' || !task.documents || !task.categories?.length) return answer;
  const given = new Map((answer as ClassifyAnswer).items.map((item) => [item.documentId, item.labels]));
  const first = task.categories[0] ?? '';
  return {
    items: task.documents.map((d) => {
      const labels = given.get(d.id) ?? [];
      const word = d.text.trim().split(/\s+/u)[0] ?? '';
      return {
        documentId: d.id,
        labels: labels.length > 0 ? labels : [{ name: first, quote: word, reason: `mentions ${word}` }],
      };
    }),
  };
};

async function data<T>(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body !== undefined ? { data: body } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const suggestions = (page: Page, status: 'PENDING' | 'CONFIRMED') =>
  data<ApiPage<AssistantSuggestion>>(page, 'GET', `/api/project/${code}/assistant/suggestions?status=${status}&size=100`);

/** The welcome tour covers the page on a user's first visit (docs/tour-and-help.md): this flow is not about it. */
async function skipWelcomeTour(page: Page): Promise<void> {
  const skip = page.getByTestId('welcome-tour-skip');
  await skip.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await skip.isVisible()) await skip.click();
  await expect(skip).toBeHidden();
}

let fake: FakeLlm;

test.beforeAll(async () => {
  fake = await startFakeLlm({ port: fakePort });
  fake.setResponder(everyDocumentOnce);
});
test.afterAll(async () => {
  await fake.close();
});

test('an operator sets the default AI provider; a CLASSIFY assistant suggests, two are confirmed; Ask your data cites documents', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  await skipWelcomeTour(page);
  await switchLanguage(page, 'en');

  await test.step('the operator points the default provider at the fake LLM', async () => {
    // The demo user is the installation's operator (SYSTEM/ADMIN): the admin page when it is there, else its API.
    await page.goto('/admin/ai-provider');
    const baseUrl = page.getByTestId('ai-default-base-url');
    const onPage = await baseUrl
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (onPage) {
      const enabled = page.getByTestId('ai-default-enabled');
      if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
      await baseUrl.fill(fake.url);
      await page.getByTestId('ai-default-chat-model').fill('fake-chat');
      await page.getByTestId('ai-default-embedding-model').fill('fake-embed');
      await page.getByTestId('ai-default-timeout').fill('20');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/ai-provider') && r.request().method() === 'PUT', {
        // Calls made right after the start-up seeds may wait behind their statements in the embedded database.
        timeout: 300_000,
      });
      await page.getByTestId('ai-default-save').click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBe(200);
    } else {
      await data(page, 'PUT', '/api/admin/ai-provider', {
        enabled: true,
        baseUrl: fake.url,
        apiKey: '',
        chatModel: 'fake-chat',
        embeddingModel: 'fake-embed',
        timeoutMs: 20_000,
        monthlyTokenBudget: null,
      });
    }
    const status = await data<{ enabled: boolean; chatModel: string | null }>(page, 'GET', '/api/ai/status');
    expect(status).toMatchObject({ enabled: true, chatModel: 'fake-chat' });
  });

  await waitForDemoAnalysis(page);

  await test.step('the user defines a CLASSIFY assistant for 20 documents', async () => {
    await page.goto(tabUrl('assistant'));
    // The first read after the start-up seeds may wait behind their statements in the embedded database.
    await expect(page.getByTestId('assistant-panel')).toBeVisible({ timeout: 300_000 });
    const existing = await data<Assistant | null>(page, 'GET', `/api/project/${code}/assistant`);
    await page.getByTestId(existing ? 'assistant-edit' : 'assistant-define').click();
    const form = page.getByTestId('assistant-form');
    await expect(form).toBeVisible();
    await page.getByTestId('assistant-form-subject').fill('Customer feedback of an online store');
    await pickOption(page, 'assistant-form-action', 'Suggest categories');
    await page.getByTestId('assistant-form-documents').fill('20');
    await page.getByTestId('assistant-form-repeat').fill('1');
    await page.getByTestId('assistant-form-max').fill('1');
    await page.screenshot({ path: `${shots}/assistants-01-form-en.png` });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/project/${code}/assistant`) && r.request().method() !== 'GET',
      {
        timeout: 300_000,
      },
    );
    await page.getByTestId('assistant-form-submit').click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(form).toBeHidden();
    await expect(page.getByTestId('assistant-subject')).toHaveText('Customer feedback of an online store');
  });

  await test.step('it runs over 20 documents and suggests a category for each', async () => {
    const pendingBefore = (await suggestions(page, 'PENDING')).total;
    await page.getByTestId('assistant-run').click();
    const runs = page.getByTestId('assistant-runs');
    await expect(runs.getByTestId('assistant-run-status-DONE').first()).toBeVisible({ timeout: 300_000 });
    await expect(runs.locator('[data-testid^="assistant-run-progress-"]').first()).toContainText('20 / 20');
    await expect.poll(async () => (await suggestions(page, 'PENDING')).total, { timeout: 60_000 }).toBe(pendingBefore + 20);
    const table = page.getByTestId('assistant-suggestions-table');
    await expect(table.locator('tbody tr[data-testid^="assistant-suggestion-"]')).toHaveCount(20);
    await expect(table.getByTestId('assistant-quote-mark').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/assistants-02-suggestions-en.png`, fullPage: true });
  });

  await test.step('two confirmed suggestions become labels; the others stay pending', async () => {
    const pending = (await suggestions(page, 'PENDING')).total;
    const table = page.getByTestId('assistant-suggestions-table');
    for (let i = 1; i <= 2; i += 1) {
      const decided = page.waitForResponse((r) => r.url().includes('/confirm') && r.request().method() === 'POST');
      await table.getByTestId('assistant-suggestion-confirm').first().click();
      expect((await decided).status()).toBe(200);
      await expect.poll(async () => (await suggestions(page, 'PENDING')).total).toBe(pending - i);
    }
    const confirmed = (await suggestions(page, 'CONFIRMED')).content;
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    for (const s of confirmed.slice(0, 2)) {
      const doc = await data<{ categories: { categoryId: string }[] }>(
        page,
        'GET',
        `/api/project/${code}/document/${s.documentId}`,
      );
      expect(
        doc.categories.map((c) => c.categoryId),
        `document ${s.documentId} has the confirmed category`,
      ).toContain(s.categoryId);
    }
    await page.getByTestId('assistant-suggestions-filter-CONFIRMED').click();
    await expect(page.getByTestId('assistant-suggestions-table').getByText('Confirmed').first()).toBeVisible();
    await page.getByTestId('assistant-suggestions-filter-PENDING').click();
    await expect(
      page.getByTestId('assistant-suggestions-table').locator('tbody tr[data-testid^="assistant-suggestion-"]'),
    ).toHaveCount(18);
    await page.screenshot({ path: `${shots}/assistants-03-review-en.png`, fullPage: true });
  });

  await test.step('Ask your data answers over the data tab filter, citing documents that open in the drawer', async () => {
    await page.goto(tabUrl('project_data'));
    await page.getByTestId('ask-open').click();
    await page.getByTestId('ask-question').fill('What do customers say about delivery?');
    await page.getByTestId('ask-submit').click();
    await expect(page.getByTestId('ask-answer-text')).toContainText('documents match');
    await expect(page.getByTestId('ask-matching-text')).toContainText('documents match');
    await expect(page.getByTestId('assistant-citation').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/assistants-04-ask-en.png` });
    await page.getByTestId('assistant-citation-open').first().click();
    await expect(page.getByTestId('document-drawer')).toBeVisible();
    await expect(page).toHaveURL(/doc=/);
  });

  await test.step('the same screens in Turkish', async () => {
    // From the assistant tab: the document drawer left open by the last step would cover the header's language select.
    await page.goto(tabUrl('assistant'));
    await expect(page.getByTestId('assistant-panel')).toBeVisible();
    await switchLanguage(page, 'tr');
    await expect(
      page.getByTestId('assistant-suggestions-table').locator('tbody tr[data-testid^="assistant-suggestion-"]'),
    ).toHaveCount(18);
    await page.getByTestId('assistant-edit').click();
    await expect(page.getByTestId('assistant-form')).toBeVisible();
    await page.screenshot({ path: `${shots}/assistants-01-form-tr.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('assistant-form')).toBeHidden();
    await page.screenshot({ path: `${shots}/assistants-02-suggestions-tr.png`, fullPage: true });
    await page.getByTestId('assistant-suggestions-filter-CONFIRMED').click();
    await expect(page.getByTestId('assistant-suggestions-table').getByText('Onaylandı').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/assistants-03-review-tr.png`, fullPage: true });
    await page.goto(tabUrl('project_data'));
    await page.getByTestId('ask-open').click();
    await page.getByTestId('ask-question').fill('Müşteriler teslimat hakkında ne diyor?');
    await page.getByTestId('ask-submit').click();
    await expect(page.getByTestId('ask-matching-text')).toContainText('doküman eşleşiyor');
    await expect(page.getByTestId('assistant-citation').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/assistants-04-ask-tr.png` });
    // Back to English for the other flows, from a page whose header no drawer covers.
    await page.goto(tabUrl('assistant'));
    await expect(page.getByTestId('assistant-panel')).toBeVisible();
    await switchLanguage(page, 'en');
  });
});
