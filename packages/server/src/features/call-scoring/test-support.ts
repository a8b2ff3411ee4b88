import { defaultRuleSet, endpoints, type CallScoringBody, type ProjectJsonDocument } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { member } from '../models/test-fixtures.js';
import { CHANNEL } from '../project-ingest/test-support.js';

export interface CallCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  code: string;
}

/** An owner with an analyst, a user of another workspace, and a DIALOGUE analysis without models (nothing to train). */
export async function callCast(t: TestApp, company: string, code: string): Promise<CallCast> {
  const owner = await signUp(t, { company });
  const analyst = await member(t, owner, 'ANALYST');
  const outsider = await signUp(t, { company: `Outside ${company}` });
  await createAnalysis(owner, code, 'DIALOGUE');
  return { owner, analyst, outsider, code };
}

export function createAnalysis(user: SignedInUser, code: string, dataType: 'DIALOGUE' | 'STANDARD') {
  return user.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Calls ${code}`,
      icon: 'preset:chart',
      models: [],
      channels: [CHANNEL],
      pipelineStages: ['CLASSIFY'],
      dataType,
    },
  });
}

export interface CallSpec {
  id: string;
  date: string;
  agentId?: string;
  agentName?: string;
  /** Leave the security announcement out: the default set's reset rule then zeroes the call. */
  noSecurity?: boolean;
  /** No times at all: every time-based criterion is not applicable. */
  untimed?: boolean;
}

/**
 * A 56-second English call in the default script's words: greeting, security announcement, opening, a hold asked
 * for, the customer called by name, the closing; `endedBy` customer.
 */
export function timedCall(spec: CallSpec): ProjectJsonDocument {
  const t = (start: number, end: number) => (spec.untimed ? {} : { start, end });
  const security = spec.noSecurity ? '' : ' This call is recorded for quality and security purposes.';
  return {
    id: spec.id,
    date: spec.date,
    callId: `C-${spec.id}`,
    agentId: spec.agentId ?? 'A1',
    agentName: spec.agentName ?? 'Ayşe Kaya',
    customerName: 'John',
    endedBy: 'customer',
    turns: [
      { speaker: 'agent', text: `Hello and welcome to customer services.${security} How can I help you today?`, ...t(1, 8) },
      { speaker: 'customer', text: 'My parcel has not arrived yet, it was due on Monday.', ...t(9, 14) },
      { speaker: 'agent', text: 'I am sorry John, may I put you on hold for a moment while I check?', ...t(15, 19) },
      ...(spec.untimed ? [] : [{ speaker: 'hold' as const, text: '', start: 20, end: 35 }]),
      { speaker: 'agent', text: 'Thank you for waiting John, your parcel will arrive tomorrow morning.', ...t(36, 41) },
      { speaker: 'customer', text: 'Great, thanks a lot.', ...t(42, 44) },
      {
        speaker: 'agent',
        text: 'Is there anything else I can help you with? Thank you for calling, have a nice day.',
        ...t(45, 56),
      },
    ],
  };
}

export function ingestCalls(user: SignedInUser, code: string, documents: ProjectJsonDocument[]) {
  return user.client.call(endpoints.jsonIngest, { params: { code }, body: { channelCode: CHANNEL, documents } });
}

/** The default rules as a save body, with changes per criterion. */
export function rulesBody(
  change: (rule: CallScoringBody['rules'][number]) => CallScoringBody['rules'][number] = (r) => r,
  minCallDuration = defaultRuleSet.minCallDuration,
): CallScoringBody {
  return { minCallDuration, rules: defaultRuleSet.rules.map((r) => change({ ...r, ranges: r.ranges.map((x) => ({ ...x })) })) };
}

/** The default script as a save body. */
export const scriptBody = () => ({ ...defaultRuleSet.script });

export const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);

export const codeOf = (body: unknown): string | undefined => (body as { messageCode?: string }).messageCode;

/** A whole-month range of the filters (UTC instants). */
export const monthRange = (month: string) => ({
  startDate: `${month}-01T00:00:00.000Z`,
  endDate: new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0, 23, 59, 59, 999)).toISOString(),
});
