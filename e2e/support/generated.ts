import {
  demoCategoryTree,
  generateDialogues,
  generateFeedback,
  leafName,
  toCsv,
  type DialogueRow,
  type FeedbackRow,
} from '../../packages/server/src/features/demo/index.js';

/**
 * The browser tests' data, generated with the seeded demo generator (the same one the first-start demo model is
 * built from) rather than checked-in files: English, so the leaf names are the labels the files carry.
 */

/** A file as `setInputFiles` takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const file = (name: string, mimeType: string, content: string): UploadFile => ({
  name,
  mimeType,
  buffer: Buffer.from(content, 'utf8'),
});

/** The demo store's category tree in English, as the category import of the wizard reads it (JSON). */
export const categoryFile = (): UploadFile =>
  file('store-categories.json', 'application/json', JSON.stringify({ categories: demoCategoryTree('en') }, null, 2));

export const englishLeaf = (row: FeedbackRow | DialogueRow): string =>
  leafName('turns' in row ? row.category : (row.categories[0] ?? 'delivery.time'), 'en');

/**
 * Feedback for the single-label model: a CSV (`id,date,text,category`, dates YYYY-MM-DD) where only the first
 * `labelled` rows carry their category, so the rest arrive unmarked and are labelled in the browser.
 */
export function feedbackCsv(options: { seed: number; count: number; labelled: number }): {
  rows: FeedbackRow[];
  csv: UploadFile;
} {
  const rows = generateFeedback({ seed: options.seed, count: options.count, languages: ['en'], labelNoise: 0 });
  const csv = toCsv(rows, { labelled: (_, index) => index < options.labelled });
  return { rows, csv: file('store-feedback.csv', 'text/csv', csv) };
}

/** Held-out feedback (another seed) to test a trained model with. */
export const freshFeedback = (seed: number, count: number): FeedbackRow[] =>
  generateFeedback({ seed, count, languages: ['en'], labelNoise: 0 });

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Labelled feedback as the JSON upload takes it; about a third of the rows carry two categories. */
export function multiLabelJson(seed: number, count: number): UploadFile {
  const rows = generateFeedback({ seed, count, languages: ['en'], multiLabelShare: 0.35, labelNoise: 0 });
  const documents = rows.map((r) => ({
    id: r.id,
    text: r.text,
    date: isoDay(r.date),
    labels: r.categories.map((k) => leafName(k, 'en')),
  }));
  return file('store-feedback-multi.json', 'application/json', JSON.stringify({ documents }));
}

/** Labelled call-centre and chat dialogues (turns of customer, agent and bot) as the JSON upload takes them. */
export function dialogueJson(seed: number, count: number): { rows: DialogueRow[]; json: UploadFile } {
  const rows = generateDialogues({ seed, count, language: 'en', labelNoise: 0 });
  const documents = rows.map((r) => ({
    id: r.id,
    turns: r.turns.map((t) => ({ speaker: t.speaker, text: t.text })),
    date: isoDay(r.date),
    labels: [leafName(r.category, 'en')],
  }));
  return { rows, json: file('store-dialogues.json', 'application/json', JSON.stringify({ documents })) };
}
