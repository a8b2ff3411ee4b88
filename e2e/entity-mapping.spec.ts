import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { ProjectDocument, SearchResponse } from '@sentio/domain';
import { signIn, switchLanguage } from './support/session.js';

/**
 * Entity mappings (docs/entity-mapping.md) in the built app, as the demo ADMIN, once per language on an analysis of
 * its own: a mapping with a regular expression that does not compile is refused with "invalid entity grouping" next
 * to its source, the corrected one previews its entities highlighted in the analysis's documents, a document
 * ingested after saving carries the entity (shown in the drawer with its value), and the drawer's entity lists the
 * documents with it. Screenshots in English and Turkish.
 */
const shots = 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const CODE = 'entity-flow';
// The server may be busy with what an ingest starts (rollups, hooks) on a shared machine: generous waits after one.
test.use({ actionTimeout: 30_000, viewport: { width: 1280, height: 1000 } });
const BUSY = { timeout: 240_000 };

interface Case {
  lang: 'en' | 'tr';
  name: string;
  bad: string;
  good: string;
  target: string;
  sample: string;
  after: string;
  invalid: string;
  chip: string;
}

const cases: Case[] = [
  {
    lang: 'en',
    name: 'ORDER',
    bad: 'SP-\\d{4,2}',
    good: 'SP-\\d{4}',
    target: 'Order number',
    sample: 'My order SP-1234 is late again',
    after: 'Order SP-5555 never arrived, please help',
    invalid: 'Invalid entity grouping: the regular expression cannot be used.',
    chip: 'Entity ORDER',
  },
  {
    lang: 'tr',
    name: 'KARGO',
    bad: 'KRG-(\\d{3}',
    good: 'KRG-\\d{3}',
    target: 'Kargo takip no',
    sample: 'KRG-123 numaralı kargom hâlâ gelmedi',
    after: 'KRG-777 takip numaralı paket kayboldu',
    invalid: 'Geçersiz varlık gruplaması: parantezler dengeli değil.',
    chip: 'Varlık KARGO',
  },
];

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, timeout: 240_000, ...(body === undefined ? {} : { data: body }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const ingest = (page: Page, id: string, text: string) =>
  call(page, 'POST', `/api/project/${CODE}/json`, { channelCode: 'SURVEY', documents: [{ id, text }] });

/** The welcome tour (shown on a first sign-in) must not cover the clicks below. */
async function skipTour(page: Page): Promise<void> {
  const skip = page.getByTestId('welcome-tour-skip');
  if (await skip.isVisible({ timeout: 3000 }).catch(() => false)) await skip.click();
}

test('entity mapping: invalid grouping refused, preview highlighted, stored on new documents, filter from the drawer', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await signIn(page);
  await skipTour(page);
  await call(page, 'POST', `/api/project/${CODE}`, {
    name: 'Entity flow',
    icon: 'preset:chart',
    models: [],
    channels: ['SURVEY'],
    pipelineStages: ['CLASSIFY'],
  });

  for (const c of cases) {
    await switchLanguage(page, c.lang);
    await ingest(page, `${c.lang}-sample`, c.sample);

    // ── the mapping: a regular expression refused, then the preview of the corrected one ───────────────────────
    await page.goto(`/project/detail/${CODE}?tab=settings`);
    await skipTour(page);
    const card = page.getByTestId('entity-mappings-card');
    await expect(card).toBeVisible(BUSY);
    await card.getByTestId('entity-mapping-add').click();
    await page.getByTestId('entity-mapping-name').fill(c.name);
    await page.getByTestId('entity-mapping-regex').click();
    await page.getByTestId('entity-mapping-source').fill(c.bad);
    await page.getByTestId('entity-mapping-target').fill(c.target);
    await page.getByTestId('entity-mapping-save').click();
    const modal = page.locator('.ant-modal:visible');
    await expect(modal.getByText(c.invalid)).toBeVisible();
    // The modal sits over the viewport: a full-page shot would cut it.
    await page.screenshot({ path: `${shots}/entity-mapping-01-invalid-grouping-${c.lang}.png` });

    await page.getByTestId('entity-mapping-source').fill(c.good);
    await page.getByTestId('entity-mapping-preview').click();
    const highlighted = modal.getByTestId('entity-span').filter({ hasText: c.sample.match(/[A-Z]{2,3}-\d+/)?.[0] ?? '' });
    await expect(highlighted).toBeVisible({ timeout: 30_000 });
    await expect(highlighted).toHaveAttribute('data-type', c.name);
    await highlighted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/entity-mapping-02-preview-${c.lang}.png` });
    await page.getByTestId('entity-mapping-save').click();
    await expect(card.getByRole('row', { name: new RegExp(c.target) })).toBeVisible();

    // ── a document ingested now carries the entity; the drawer shows it and lists the documents with it ────────
    await ingest(page, `${c.lang}-after`, c.after);
    const found = await call<SearchResponse>(page, 'POST', `/api/project/${CODE}/document/search`, {
      fieldQueries: [{ fieldName: `entity:${c.name}`, operand: 'EXISTS', values: [{ key: '*' }] }],
    });
    const doc = found.documents.content.find((d) => d.externalId === `${c.lang}-after`) as ProjectDocument;
    expect(doc, 'the new document is found by its entity').toBeTruthy();
    await page.goto(`/project/detail/${CODE}?tab=project_data&doc=${doc.id}`);
    const entity = page.getByTestId(`drawer-entity-${c.name}`);
    await expect(entity).toBeVisible(BUSY);
    await expect(entity).toContainText(c.target);
    await entity.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/entity-mapping-03-drawer-${c.lang}.png`, fullPage: true });

    await entity.click();
    await expect(page.getByTestId(`filter-chip-field-entity:${c.name}-IN`)).toContainText(c.chip, BUSY);
    const rows = page.locator('[data-document-row]');
    await expect(rows).toHaveCount(1, BUSY);
    await expect(rows.first()).toHaveAttribute('data-document-row', doc.id);
    await page.screenshot({ path: `${shots}/entity-mapping-04-filter-${c.lang}.png`, fullPage: true });
  }
});
