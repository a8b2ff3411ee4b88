import { compileRuleSet, scoreCall, toWall, type CallScoringInput, type CompiledRuleSet } from '@sentio/domain';
import type { StoredCall } from '../../platform/db/schema-calls.js';
import { versionForDay, type VersionedSet } from './versions.js';

/** A stored turn (`project_document.turns`): speaker, text and, when timed, seconds from the call's start. */
export interface StoredTurn {
  speaker: 'customer' | 'agent' | 'bot';
  text: string;
  time?: string | null;
  start?: number | null;
  end?: number | null;
}

/** A stored dialogue as scoring reads it. */
export interface ScorableDocument {
  id: string;
  externalId: string | null;
  contentDate: Date;
  channelCode: string | null;
  turns: StoredTurn[] | null;
  call: StoredCall | null;
}

/** One `call_score` row to write. */
export interface NewCallScore {
  documentId: string;
  callDate: Date;
  callDay: string;
  callId: string | null;
  agentId: string | null;
  agentName: string | null;
  channelCode: string | null;
  score: number | null;
  duration: number | null;
  wordCount: number;
  totalSilence: number | null;
  agentSilence: number | null;
  customerSilence: number | null;
  included: boolean;
  endedBy: string | null;
  version: number;
  lost: string[];
  criteria: unknown[];
}

/** What the engine reads of a dialogue: speakers, texts and times, holds and the call fields (docs/dialogue-format.md). */
export function scoringInput(doc: Pick<ScorableDocument, 'turns' | 'call'>): CallScoringInput {
  return {
    turns: (doc.turns ?? []).map((t) => ({ speaker: t.speaker, text: t.text, start: t.start ?? null, end: t.end ?? null })),
    holds: doc.call?.holds ?? [],
    endedBy: doc.call?.endedBy ?? null,
    customerName: doc.call?.customerName ?? null,
    duration: doc.call?.duration ?? null,
  };
}

/**
 * Scores documents with the set in force on each one's local date (docs/call-scoring.md). `force` scores every
 * document with one set instead (a re-scoring with the latest version). Compiled sets are kept per version.
 */
export class CallScorer {
  private readonly compiled = new Map<number, CompiledRuleSet>();

  constructor(
    private readonly versions: readonly VersionedSet[],
    private readonly timeZone: string,
    private readonly force: VersionedSet | null = null,
  ) {}

  score(doc: ScorableDocument): NewCallScore {
    const callDay = toWall(doc.contentDate, this.timeZone).format('YYYY-MM-DD');
    const set = this.force ?? versionForDay(this.versions, callDay);
    let compiled = this.compiled.get(set.version);
    if (!compiled) {
      compiled = compileRuleSet(set);
      this.compiled.set(set.version, compiled);
    }
    const out = scoreCall(scoringInput(doc), compiled);
    const call = doc.call;
    return {
      documentId: doc.id,
      callDate: doc.contentDate,
      callDay,
      // Without a call id the document's ID stands for it; without an agent id the agent's name does.
      callId: call?.callId ?? doc.externalId,
      agentId: call?.agentId ?? call?.agentName ?? null,
      agentName: call?.agentName ?? null,
      channelCode: doc.channelCode,
      score: out.score,
      duration: out.duration,
      wordCount: out.wordCount,
      totalSilence: out.totalSilence,
      agentSilence: out.agentSilence,
      customerSilence: out.customerSilence,
      included: out.included,
      endedBy: call?.endedBy ?? null,
      version: set.version,
      lost: [...out.lost],
      criteria: out.criteria,
    };
  }
}
