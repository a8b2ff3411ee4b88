import { endpoints, type JsonDocument, type ModelDetail, type Source } from '@sentio/domain';
import type { Client, RawResponse, TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';

/** Phrases per topic; documents are a phrase with seeded filler around it, so folds see varied but learnable text. */
const PHRASES: Record<string, readonly string[]> = {
  Delivery: [
    'my parcel is late',
    'the courier never arrived',
    'shipping took three weeks',
    'package delivery was delayed',
    'tracking number shows no movement',
    'the box arrived damaged by the courier',
  ],
  Billing: [
    'I was charged twice on my card',
    'my refund has not been received',
    'the invoice amount is wrong',
    'please return my money for the payment',
    'the bank statement shows an extra charge',
    'refund the double payment please',
  ],
  App: [
    'the app crashes on login',
    'I cannot open the mobile app',
    'the screen freezes after the update',
    'the app shows an error when I log in',
    'the mobile application keeps crashing',
    'login button does nothing in the app',
  ],
};
const OPENERS = ['Hello,', 'Hi team,', 'Good morning.', '', 'Honestly', 'Again:', 'Dear support,'];
const CLOSERS = ['', 'thanks.', 'please help.', 'this is annoying!', 'any update?', 'regards'];

/** A deterministic generator (mulberry32) so every run trains on the same documents. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TOPICS = Object.keys(PHRASES);

/** `perTopic` labelled texts for each topic (labels are the topic names). */
export function topicTexts(perTopic: number, seed = 1, topics: readonly string[] = TOPICS): { text: string; label: string }[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out: { text: string; label: string }[] = [];
  for (let i = 0; i < perTopic; i++) {
    for (const label of topics) {
      const text = [pick(OPENERS), pick(PHRASES[label] ?? []), pick(CLOSERS)].filter((p) => p !== '').join(' ');
      out.push({ text, label });
    }
  }
  return out;
}

/** Documents for the JSON upload: labelled by topic name (a user with MODEL/APPROVE stores them COMPLETED). */
export const labelledDocuments = (perTopic: number, seed = 1, topics?: readonly string[]): JsonDocument[] =>
  topicTexts(perTopic, seed, topics).map((d, i) => ({ id: `doc-${i}`, text: d.text, labels: [d.label] }));

export const topicCategories = (topics: readonly string[] = TOPICS) => topics.map((name) => ({ name }));

/** Posts labelled documents through the JSON upload. */
export async function addLabelled(user: SignedInUser, model: ModelDetail, documents: JsonDocument[]): Promise<void> {
  await user.client.call(endpoints.modelJsonUpload, { params: { id: model.id }, body: { documents } });
}

/** Starts a training and waits for its job to end; returns the version as the versions list shows it then. */
export async function trainAndWait(t: TestApp, user: SignedInUser, model: ModelDetail, name?: string) {
  const started = await user.client.call(endpoints.modelTrain, { params: { id: model.id }, body: name ? { name } : {} });
  await t.app.services.jobs.drain({ names: ['model.train'], timeoutMs: 60_000 });
  const versions = await user.client.call(endpoints.modelVersions, { params: { id: model.id } });
  const version = versions.find((v) => v.id === started.id);
  if (!version) throw new Error('trained version missing');
  return version;
}

/** A multipart upload (part `file`) the way a browser sends it. */
export async function uploadFile(
  client: Client,
  modelId: string,
  fileName: string,
  content: string | Buffer,
  path = `/api/model/${modelId}/sources`,
): Promise<RawResponse> {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(client.baseUrl + path, {
    method: 'POST',
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // a CSV or an empty answer: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

/** An upload that must succeed: the stored source, or an error saying what the server answered. */
export async function uploadSource(client: Client, modelId: string, fileName: string, content: string | Buffer): Promise<Source> {
  const res = await uploadFile(client, modelId, fileName, content);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: Source }).data;
}

/** The matching of a file with columns `id,text,date` (and a label column when named), dates in ISO, oldest first. */
export const idTextDateMatching = (labelColumn: string | null = null) => ({
  name: null,
  columns: [
    { column: 'id', role: 'ID' as const },
    { column: 'text', role: 'CONTENT' as const },
    { column: 'date', role: 'DATE' as const },
  ],
  dateFormat: 'ISO',
  sortType: 'ASC' as const,
  labelColumn,
  labelStatus: 'COMPLETED' as const,
});

/** The cast of most models tests: an owner, an analyst of the owner's workspace, an outsider in another workspace, and
 *  a topic model shared with the workspace, optionally with `labelled` documents per topic already approved. */
export async function modelWorkspace(
  t: TestApp,
  company: string,
  options: { labelled?: number } = {},
): Promise<{ owner: SignedInUser; analyst: SignedInUser; outsider: SignedInUser; model: ModelDetail }> {
  const owner = await signUp(t, { company });
  const analyst = await member(t, owner, 'ANALYST');
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const model = await createModel(owner, { categories: topicCategories() });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  if (options.labelled !== undefined) await addLabelled(owner, model, labelledDocuments(options.labelled));
  return { owner, analyst, outsider, model };
}
