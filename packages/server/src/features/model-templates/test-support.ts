import { endpoints, type ModelDetail } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { addLabelled, labelledDocuments, topicCategories, trainAndWait } from '../model-training/test-support.js';
import { createModel } from '../models/test-fixtures.js';

/** Texts the topic model is tested on: the source's and an installed copy's answers are compared on them. */
export const PROBES = [
  'my parcel is late and the courier never came',
  'I was charged twice, refund my money',
  'the app crashes every time I log in',
  'hello, nothing specific today',
];

/**
 * The cast of the templates tests: an operator, the owner of a trained and deployed topic model, and someone of
 * another workspace. Approvals reach the templates through the review's publication port, bound by the app.
 */
export async function templateCast(t: TestApp, company: string) {
  const operator = await signUp(t, { company: `${company} operator` });
  const owner = await signUp(t, { company });
  const other = await signUp(t, { company: `${company} other` });
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  await setUserType(t, owner, 'USER');
  await setUserType(t, other, 'USER');
  const model = await trainedModel(t, owner, { name: 'Support topics', code: 'support-topics' });
  return { operator, owner, other, model };
}

/** A topic model with 20 labelled documents per topic, trained and its version deployed. */
export async function trainedModel(
  t: TestApp,
  owner: SignedInUser,
  options: { name: string; code: string },
): Promise<ModelDetail> {
  const model = await createModel(owner, { ...options, categories: topicCategories() });
  await addLabelled(owner, model, labelledDocuments(20));
  const version = await trainAndWait(t, owner, model);
  await owner.client.call(endpoints.modelVersionDeploy, { params: { id: model.id, versionId: version.id } });
  return owner.client.call(endpoints.modelGet, { params: { id: model.id } });
}

/** What the model's test page answers for each probe: the predicted names and every label's score by name. */
export async function predictions(user: SignedInUser, modelId: string) {
  const out: { predicted: string[]; scores: [string, number][] }[] = [];
  for (const text of PROBES) {
    const res = await user.client.call(endpoints.modelTest, { params: { id: modelId }, body: { text } });
    out.push({
      predicted: res.predicted.map((p) => p.name),
      scores: res.scores.map((s): [string, number] => [s.name, s.score]).sort((a, b) => a[0].localeCompare(b[0])),
    });
  }
  return out;
}

/** Models of the user's workspace (the list's total). */
export async function modelCount(user: SignedInUser): Promise<number> {
  return (await user.client.call(endpoints.modelList, { query: { page: 0, size: 1 } })).total;
}
