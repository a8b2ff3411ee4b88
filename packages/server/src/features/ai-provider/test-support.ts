import { endpoints, type AiProviderSave } from '@sentio/domain';
import { PASSWORD, setUserType, signUp, type SignedInUser } from '../../test/factories.js';
import { Client, type TestApp } from '../../test/harness.js';

/** A saved setting's body pointed at a fake LLM (test/fake-llm); `over` changes any field. */
export const providerBody = (url: string, over: Partial<AiProviderSave> = {}): AiProviderSave => ({
  enabled: true,
  baseUrl: url,
  chatModel: 'fake-chat',
  embeddingModel: 'fake-embed',
  // Generous: the test machines may be busy. The timeout cases set the shortest one (1,000 ms) themselves.
  timeoutMs: 15_000,
  monthlyTokenBudget: null,
  ...over,
});

/** The account of a user's selected workspace: what the gateway is called with. */
export const accountOf = async (t: TestApp, user: SignedInUser): Promise<string> =>
  (await t.db.selectFrom('workspace').select('account_id').where('code', '=', user.workspaceCode).executeTakeFirstOrThrow())
    .account_id;

/** A new user made an operator (SYSTEM_ADMIN), signed in again so the session reads the new type. */
export async function signUpOperator(t: TestApp): Promise<SignedInUser> {
  const operator = await signUp(t, { company: `Operator ${Math.random().toString(36).slice(2, 8)}` });
  await setUserType(t, operator, 'SYSTEM_ADMIN');
  const { token } = await new Client(t.baseUrl).call(endpoints.login, { body: { email: operator.email, password: PASSWORD } });
  return { ...operator, client: new Client(t.baseUrl, token) };
}
