import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { SpeechSetting, Transcription } from '@sentio/domain';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';
import { stereoWav, WhisperServer } from './support/whisper-server.js';

/**
 * Speech (docs/speech.md) in the built app, as the demo ADMIN, on the demo call centre: the Speech card of the
 * settings tab refuses a setting whose customer and agent channels are the same (the translated message, in the form
 * and by the server); fixed and pointed at a local OpenAI-compatible service with a key, it is saved and the key is
 * never shown back (only that one is set); a stereo WAV uploaded with a call id is transcribed (both channels sent
 * with the key) until Done; the agent statistics tab's calls, filtered by that id, open the call with the customer's
 * and the agent's turns at their times. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'call-centre';
const KEY = 'sk-e2e-speech-4711';
const SAME = { en: 'The customer and agent channels must be different.', tr: 'Müşteri ve temsilci kanalları farklı olmalıdır.' };
test.use({ actionTimeout: 30_000 });

/** What the service answers per channel: the customer (left, positive samples) and the agent (right, negative). */
const whisper = new WhisperServer({
  positive: [
    { start: 1.2, end: 3.4, text: 'Hello, my order has not arrived yet.' },
    { start: 12.3, end: 13.6, text: 'Thank you, goodbye.' },
  ],
  negative: [
    { start: 4.1, end: 6.2, text: 'Welcome to Sepet24, this is Emma.' },
    // Less than 2 s after the agent's first segment: the same turn (docs/speech.md, "From audio to a dialogue").
    { start: 6.9, end: 11.5, text: 'I am checking your order now, it will arrive tomorrow.' },
  ],
  silent: [],
});
test.beforeAll(async () => {
  await whisper.start();
});
test.afterAll(async () => {
  await whisper.stop();
});

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The demo call centre is created in the background after the first start (once its model is trained): wait until it
 * exists. A setting of this language left by an earlier run on the same data directory is removed so it can be added.
 */
async function prepare(page: Page): Promise<void> {
  await expect(async () => {
    expect((await page.request.get(`/api/project/${CODE}`)).status(), 'the demo call centre exists').toBe(200);
  }).toPass({ timeout: 300_000, intervals: [2000] });
  for (const s of await data<SpeechSetting[]>(page, `/api/project/${CODE}/speech`)) {
    if (s.language === 'en') expect((await page.request.delete(`/api/project/${CODE}/speech/${s.id}`)).ok()).toBe(true);
  }
}

/** The input itself, or the one inside the element (where antd puts a test id depends on the component). */
async function inputOf(locator: Locator): Promise<Locator> {
  const tag = await locator.evaluate((el) => el.tagName);
  return tag === 'INPUT' ? locator : locator.locator('input').first();
}

async function openSpeechCard(page: Page): Promise<Locator> {
  await page.goto(`/project/detail/${CODE}?tab=settings`);
  const card = page.getByTestId('speech-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('speech-table').locator('tbody tr').first()).toBeVisible();
  return card;
}

/** Opens the new-setting form, sets both channels to "left" and saves: the form refuses with the message. */
async function sameChannelsRefused(page: Page, message: string, left: string): Promise<Locator> {
  await page.getByTestId('speech-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('speech-language')).toBeVisible();
  await pickOption(page, 'speech-customer-channel', left);
  await pickOption(page, 'speech-agent-channel', left);
  await dialog.getByTestId('speech-save').click();
  await expect(dialog.getByText(message)).toBeVisible();
  return dialog;
}

test('speech: channels the same refused, a setting with a service and a key, a stereo call transcribed and seen in the calls', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
  await prepare(page);
  const callId = `E2E-SPEECH-${Date.now()}`;

  // ── a new setting with the customer and the agent on the same channel: refused with the message ──────────────
  const card = await openSpeechCard(page);
  const dialog = await sameChannelsRefused(page, SAME.en, 'left');
  await dialog.getByTestId('speech-language').fill('en');
  await page.screenshot({ path: `${shots}/speech-01-channels-same-en.png` });
  // The server holds the same rule, whatever the form sends.
  const refused = await page.request.post(`/api/project/${CODE}/speech`, {
    data: { apiType: 'OPENAI_COMPATIBLE', language: 'en', customerChannel: 'LEFT', agentChannel: 'LEFT' },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('SPEECH_CHANNELS_SAME');

  // ── fixed (customer left, agent right), pointed at the local service with a key, saved ───────────────────────
  await pickOption(page, 'speech-agent-channel', 'right');
  await dialog.getByTestId('speech-model-name').fill('whisper-1');
  await dialog.getByTestId('speech-endpoint').fill(whisper.url);
  await dialog.getByTestId('speech-api-key').fill(KEY);
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/project/${CODE}/speech` && r.request().method() === 'POST',
  );
  await dialog.getByTestId('speech-save').click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(200);
  const setting = ((await createdResponse.json()) as { data: SpeechSetting }).data;
  await expect(dialog).toBeHidden();

  // The key is never shown back: the row says one is set, the API answers `hasApiKey`, the edit form's field is empty.
  const row = card.getByTestId('speech-table').locator('tbody tr').filter({ hasText: whisper.url });
  await expect(row).toContainText('customer left, agent right');
  await expect(row).toContainText('key set');
  await expect(row).not.toContainText(KEY);
  const listed = await page.request.get(`/api/project/${CODE}/speech`);
  expect(await listed.text()).not.toContain(KEY);
  expect(((await listed.json()) as { data: SpeechSetting[] }).data.find((s) => s.id === setting.id)?.hasApiKey).toBe(true);
  await row.getByTestId(`speech-edit-${setting.id}`).click();
  await expect(dialog.getByTestId('speech-api-key')).toHaveValue('');
  await expect(dialog).toContainText('A key is stored. Leave empty to keep it, or type a new one.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await card.screenshot({ path: `${shots}/speech-02-setting-saved-en.png` });

  // ── a stereo WAV with a call id: transcribed in the background until Done ──────────────────────────────────────
  await row.getByTestId(`speech-upload-${setting.id}`).click();
  await expect(dialog.getByTestId('speech-upload-send')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('speech-upload-file').click();
  await (await chooser).setFiles({ name: 'call.wav', mimeType: 'audio/wav', buffer: stereoWav(1) });
  await expect(dialog).toContainText('call.wav');
  await dialog.getByTestId('speech-upload-call-id').fill(callId);
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/speech/${setting.id}/transcribe`));
  await dialog.getByTestId('speech-upload-send').click();
  const uploadedResponse = await uploaded;
  expect(uploadedResponse.status(), await uploadedResponse.text()).toBe(200);
  const transcription = ((await uploadedResponse.json()) as { data: Transcription }).data;
  await expect(dialog).toBeHidden();
  const done = card.getByTestId('speech-transcriptions').locator('tbody tr').filter({ hasText: callId });
  await expect(done.getByTestId(`speech-state-${transcription.id}`)).toHaveText('Done', { timeout: 60_000 });
  await expect(done).toContainText('call.wav');
  await expect(done).toContainText('14 s');
  await card.screenshot({ path: `${shots}/speech-03-transcribed-en.png` });

  // Both channels went to the service with the key and the setting's fields, asking for timed segments.
  expect(whisper.requests.map((r) => r.voice).sort()).toEqual(['negative', 'positive']);
  for (const r of whisper.requests) {
    expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(r.fields).toMatchObject({ model: 'whisper-1', language: 'en', response_format: 'verbose_json' });
  }

  // ── the agent statistics tab: the call found by its id, with the customer's and the agent's turns ──────────────
  const bar = page.getByTestId('project-tabs');
  await page.evaluate(() => window.scrollTo(0, 0));
  await bar.getByTestId('project-tab-group-dashboards').click();
  await bar.getByTestId('project-tab-agentStatistics').click();
  await expect(page).toHaveURL(/tab=agentStatistics/);
  await page.getByTestId('view-calls').click();
  const search = await inputOf(page.getByTestId('calls-filter-call-id'));
  await search.fill(callId);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${callId}`));
  const callRow = page.getByTestId(`call-row-${callId}`);
  await expect(callRow).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('calls-table').locator('[data-testid^="call-open-"]')).toHaveCount(1);
  await callRow.locator('[data-testid^="call-open-"]').click();
  const drawer = page.getByTestId('call-drawer');
  await expect(drawer).toContainText(`Call ${callId}`);
  const turns = drawer.getByTestId('call-turn');
  await expect(turns).toHaveCount(3);
  await expect(turns.nth(0)).toHaveAttribute('data-speaker', 'customer');
  await expect(turns.nth(0)).toContainText('Customer · 00:01');
  await expect(turns.nth(0)).toContainText('Hello, my order has not arrived yet.');
  await expect(turns.nth(1)).toHaveAttribute('data-speaker', 'agent');
  await expect(turns.nth(1)).toContainText('Agent · 00:04');
  await expect(turns.nth(1)).toContainText('Welcome to Sepet24, this is Emma. I am checking your order now');
  await expect(turns.nth(2)).toHaveAttribute('data-speaker', 'customer');
  await expect(turns.nth(2)).toContainText('Customer · 00:12');
  await expect(turns.nth(2)).toContainText('Thank you, goodbye.');
  await drawer.getByTestId('call-dialogue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/speech-04-call-en.png` });

  // ── Turkish: the call, the card and the refusal ───────────────────────────────────────────────────────────────
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await switchLanguage(page, 'tr');
  await callRow.locator('[data-testid^="call-open-"]').click();
  await expect(drawer).toContainText(`Çağrı ${callId}`);
  await expect(turns.nth(0)).toContainText('Müşteri · 00:01');
  await expect(turns.nth(1)).toContainText('Temsilci · 00:04');
  await drawer.getByTestId('call-dialogue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/speech-05-call-tr.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const cardTr = await openSpeechCard(page);
  await expect(cardTr.getByTestId(`speech-state-${transcription.id}`)).toHaveText('Tamamlandı');
  await expect(cardTr.getByTestId('speech-table').locator('tbody tr').filter({ hasText: whisper.url })).toContainText(
    'anahtar var',
  );
  await cardTr.screenshot({ path: `${shots}/speech-06-card-tr.png` });
  const dialogTr = await sameChannelsRefused(page, SAME.tr, 'sol');
  await page.screenshot({ path: `${shots}/speech-07-channels-same-tr.png` });
  await dialogTr.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialogTr).toBeHidden();
});
