import {
  aiProviderEndpoints,
  assistantEndpoints,
  type AiProviderSave,
  type AssistantRun,
  type ModelDetail,
} from '@sentio/domain';
import { setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { accountOf, providerBody, signUpOperator } from '../ai-provider/test-support.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis, type SeedDocument } from '../project-documents/test-support.js';

/** The categories of the assistants' test model: words the fake LLM finds in the documents below. */
export const CATEGORY_NAMES = ['Delivery', 'Price', 'Support'] as const;

/** Twenty documents: six about delivery, five about price, four about support, five about nothing of the list. */
export function twentyDocuments(): SeedDocument[] {
  const texts = [
    ...Array.from({ length: 6 }, (_, i) => `Order ${i}: the delivery came three days late`),
    ...Array.from({ length: 5 }, (_, i) => `Order ${i + 6}: the price went up again`),
    ...Array.from({ length: 4 }, (_, i) => `Order ${i + 11}: support never called back`),
    ...Array.from({ length: 5 }, (_, i) => `Order ${i + 15}: the colour is nice`),
  ];
  return texts.map((content, i) => ({
    externalId: `a${i}`,
    content,
    contentDate: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
  }));
}

export interface AssistantCast {
  operator: SignedInUser;
  owner: SignedInUser;
  stranger: SignedInUser;
  model: ModelDetail;
  analysis: Analysis;
  /** Document ids by external id. */
  documents: Record<string, string>;
  accountId: string;
}

/** An operator, an owner with a category model and an analysis over it holding twenty documents, and a stranger. */
export async function assistantCast(t: TestApp, company: string, code = 'assist'): Promise<AssistantCast> {
  const operator = await signUpOperator(t);
  const owner = await signUp(t, { company });
  const stranger = await signUp(t, { company: `${company} stranger` });
  await setUserType(t, owner, 'USER');
  await setUserType(t, stranger, 'USER');
  const model = await createModel(owner, {
    code: `${code}-topics`,
    classification: 'MULTI_LABEL',
    categories: CATEGORY_NAMES.map((name) => ({ name })),
  });
  const analysis = await createAnalysis(t, owner, model, code);
  const documents = await seedDocuments(t, analysis, twentyDocuments());
  return { operator, owner, stranger, model, analysis, documents, accountId: await accountOf(t, owner) };
}

/** Points an account's provider at the fake LLM (the operator's override of that account). */
export async function useFakeLlm(
  operator: SignedInUser,
  accountId: string,
  url: string,
  over: Partial<AiProviderSave> = {},
): Promise<void> {
  await operator.client.call(aiProviderEndpoints.aiProviderAccountSave, {
    params: { id: accountId },
    body: providerBody(url, { embeddingModel: null, ...over }),
  });
}

/** Polls a run of an analysis's assistant until it is no longer queued or running. */
export async function finished(user: SignedInUser, code: string, runId: string, timeoutMs = 30_000): Promise<AssistantRun> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await user.client.call(assistantEndpoints.projectAssistantRunDetail, { params: { code, runId } });
    if (run.status !== 'QUEUED' && run.status !== 'RUNNING') return run;
    if (Date.now() > until) throw new Error(`run ${runId} still ${run.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
