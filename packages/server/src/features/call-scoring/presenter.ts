import type { CallDetail, CallRow, CriterionResult, RescoreRun, ScoringCriterion } from '@sentio/domain';
import type { CallDetailRow, CallScoreRow } from './read-repository.js';
import type { RescoreRunRow } from './score-repository.js';

const endedByOf = (v: string | null): CallRow['endedBy'] => (v === 'customer' || v === 'agent' ? v : null);
const iso = (d: Date | string): string => new Date(d).toISOString();

export function presentCall(r: CallScoreRow): CallRow {
  return {
    documentId: r.document_id,
    callId: r.call_id,
    callDate: iso(r.call_date),
    agentId: r.agent_id,
    agentName: r.agent_name,
    channel: r.channel_code,
    score: r.score,
    duration: r.duration,
    wordCount: r.word_count,
    totalSilence: r.total_silence,
    agentSilence: r.agent_silence,
    customerSilence: r.customer_silence,
    included: r.included,
    endedBy: endedByOf(r.ended_by),
    version: r.version,
    lost: r.lost as ScoringCriterion[],
  };
}

export function presentDetail(r: CallDetailRow): CallDetail {
  return {
    ...presentCall(r),
    criteria: r.criteria as CriterionResult[],
    turns: (r.turns ?? []).map((t) => ({ speaker: t.speaker, text: t.text, start: t.start ?? null, end: t.end ?? null })),
    holds: r.call?.holds ?? [],
    customerName: r.call?.customerName ?? null,
    scoredAt: iso(r.scored_at),
  };
}

export function presentRun(r: RescoreRunRow): RescoreRun {
  return {
    id: r.id,
    state: r.state as RescoreRun['state'],
    fromDate: r.from_date,
    toDate: r.to_date,
    version: r.version,
    total: r.total,
    done: r.done,
    messageCode: r.message_code,
    startedAt: iso(r.started_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
  };
}
