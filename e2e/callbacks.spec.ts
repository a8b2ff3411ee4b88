import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallbackPayload } from '@sentio/domain';
import { waitForDemoAnalysis, waitForDemoModel } from './support/project-data.js';
import { pickOption } from './support/project-flows.js';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Callbacks (docs/callbacks.md) in the built app, as the demo ADMIN: the test starts an HTTP receiver on localhost,
 * points the demo analysis's callback at it from the settings tab (a custom header as its authorization), pushes a
 * document through the analysis's JSON call, and sees the receiver get the signed result and the delivery log say
 * DELIVERED. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'customer-experience';
test.use({ actionTimeout: 30_000 });
/** The sticky page header would be painted over the card's picture while it is scrolled into view. */
const hideHeader = '.ant-layout-header { visibility: hidden !important; }';

test('callbacks: configured in the settings tab, a pushed document is delivered to a local receiver and logged', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sentio`;
  try {
    await signIn(page);
    if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
    await waitForDemoModel(page);
    await waitForDemoAnalysis(page, { stable: 'widgets' });

    // ── the callback card of the analysis settings ─────────────────────────────────────────────────────────────
    await page.goto(`/project/detail/${CODE}?tab=settings`);
    const card = page.getByTestId('callback-card');
    await expect(card).toBeVisible({ timeout: 60_000 });
    await card.scrollIntoViewIfNeeded();
    await page.getByTestId('callback-url').fill('ftp://nowhere');
    await page.getByTestId('callback-save').click();
    await expect(card).toContainText('Enter an http or https address.');
    await page.getByTestId('callback-url').fill(receiverUrl);
    await expect(card).not.toContainText('Enter an http or https address.');
    await pickOption(page, 'callback-auth-type', 'Custom header');
    await page.getByTestId('callback-headerKey').fill('X-Api-Key');
    await page.getByTestId('callback-save').click();
    // The header's value is required: the server says so on its field.
    await expect(card).toContainText('This field is required.');
    await page.getByTestId('callback-headerValue').fill('e2e-header-secret');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/project/${CODE}/callback`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('callback-save').click();
    expect((await saved).status()).toBe(200);
    const secretBox = page.getByTestId('callback-signing-secret');
    await expect(secretBox).toBeVisible();
    await expect(secretBox).toContainText(/whsec_[0-9a-f]{64}/);
    await expect(page.getByTestId('callback-headerValue-set')).toBeVisible();
    await expect(card).not.toContainText('e2e-header-secret');

    // ── a document pushed through the analysis's JSON call ─────────────────────────────────────────────────────
    const externalId = `e2e-callback-${Date.now()}`;
    const pushed = await page.request.post(`/api/project/${CODE}/json`, {
      data: {
        channelCode: 'SURVEY',
        documents: [{ id: externalId, text: 'Kargo çok geç geldi, paket hasarlıydı / The parcel came late and damaged' }],
      },
    });
    expect(pushed.status(), await pushed.text()).toBe(200);
    const ours = () => received.find((r) => (JSON.parse(r.body) as CallbackPayload).document.externalId === externalId);
    await expect.poll(() => ours() !== undefined, { timeout: 120_000 }).toBe(true);
    const mine = ours();
    const payload = JSON.parse(mine?.body ?? '{}') as CallbackPayload;
    expect(payload).toMatchObject({ event: 'CLASSIFIED', analysis: { code: CODE }, document: { externalId } });
    expect(payload.document.categories.length).toBeGreaterThan(0);
    expect(mine?.headers['x-api-key']).toBe('e2e-header-secret');
    expect(mine?.headers['x-sentio-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);

    // ── the delivery log shows it ─────────────────────────────────────────────────────────────────────────────
    const log = page.getByTestId('callback-log');
    const row = log.locator('tr', { hasText: externalId });
    await expect(async () => {
      await page.getByTestId('callback-log-refresh').click();
      await expect(row).toContainText('Delivered', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText('Classified');
    await expect(log).toContainText('Delivered');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${shots}/callbacks-01-settings-log-en.png`, style: hideHeader });

    await switchLanguage(page, 'tr');
    await expect(page.getByTestId('callback-card')).toContainText('Geri çağrı');
    await expect(page.getByTestId('callback-log')).toContainText('Teslim edildi');
    await page.getByTestId('callback-card').scrollIntoViewIfNeeded();
    await page.getByTestId('callback-card').screenshot({ path: `${shots}/callbacks-02-settings-log-tr.png`, style: hideHeader });
    await switchLanguage(page, 'en');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
