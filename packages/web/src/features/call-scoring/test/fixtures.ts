import {
  scoringCriteria,
  type AgentList,
  type AgentRow,
  type CallDetail,
  type CallRow,
  type HistoryEntry,
  type RescoreRun,
  type ScoringRule,
  type ScoringSetup,
} from '@sentio/domain';

export const documentId = '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/** The 14 rules: two of 8 points and twelve of 7 (100 in all), each with a two-range scale. */
export const rules = (): ScoringRule[] =>
  scoringCriteria.map((criterion, i) => ({
    criterion,
    maxScore: i < 2 ? 8 : 7,
    active: true,
    resetScore: false,
    minCallDuration: criterion === 'CALLING_BY_NAME' ? 60 : null,
    ranges: [
      { start: 0, end: 5, score: i < 2 ? 8 : 7 },
      { start: 6, end: 100, score: 0 },
    ],
  }));

export const setup = (over: Partial<ScoringSetup> = {}): ScoringSetup => ({
  version: 1,
  effectiveFrom: '2026-03-01',
  minCallDuration: 30,
  rules: rules(),
  script: {
    opening: 'Sentio, good morning',
    greeting: 'How can I help you',
    closing: 'Have a nice day',
    holdPermission: 'May I put you on hold',
    security: 'This call is recorded',
    holdPermissionDuration: 60,
    customerEndedScript: 'Thank you for calling',
    agentEndedScript: 'Goodbye',
  },
  matchThreshold: 70,
  updatedAt: '2026-02-28T10:00:00.000Z',
  updatedBy: 'Ada',
  ...over,
});

export const callRow = (over: Partial<CallRow> = {}): CallRow => ({
  documentId,
  callId: 'C-1001',
  callDate: '2026-03-10T09:30:00.000Z',
  agentId: 'a1',
  agentName: 'Ayşe Yılmaz',
  channel: 'CALL_CENTER',
  score: 62.5,
  duration: 185,
  wordCount: 412,
  totalSilence: 14,
  agentSilence: 6,
  customerSilence: 3,
  included: true,
  endedBy: 'customer',
  version: 1,
  lost: ['CLOSING_WORDS'],
  ...over,
});

/**
 * A call whose closing script is missing: the opening matched in turn 0 ("good morning" at 8–20), the customer's
 * name in turn 2, a 30 s hold between turns 2 and 3, and CLOSING_WORDS FAILED: the engine points at the last agent
 * turn searched with the line that was expected.
 */
export const callDetail = (over: Partial<CallDetail> = {}): CallDetail => ({
  ...callRow(),
  customerName: 'Mehmet',
  scoredAt: '2026-03-10T09:35:00.000Z',
  holds: [{ start: 40, end: 70 }],
  turns: [
    { speaker: 'agent', text: 'Sentio, good morning, this is Ayşe.', start: 1, end: 4 },
    { speaker: 'customer', text: 'Hello, my parcel is late.', start: 5, end: 8 },
    { speaker: 'agent', text: 'Let me check that for you, Mehmet.', start: 9, end: 39 },
    { speaker: 'agent', text: 'It arrives tomorrow.', start: 71, end: 74 },
    { speaker: 'customer', text: 'Thanks, bye.', start: 75, end: 76 },
  ],
  criteria: [
    {
      criterion: 'OPENING_WORDS',
      status: 'PASSED',
      measured: 100,
      points: 7,
      maxScore: 7,
      reset: false,
      evidence: [
        {
          turn: 0,
          spans: [
            [0, 6],
            [8, 20],
          ],
          note: 'Sentio, good morning',
        },
      ],
    },
    {
      criterion: 'CALLING_BY_NAME',
      status: 'PASSED',
      measured: 1,
      points: 7,
      maxScore: 7,
      reset: false,
      evidence: [{ turn: 2, spans: [[27, 33]], note: null }],
    },
    {
      criterion: 'SILENCE_BEFORE_OPENING',
      status: 'PARTIAL',
      measured: 6,
      points: 4,
      maxScore: 8,
      reset: false,
      evidence: [],
    },
    {
      criterion: 'CLOSING_WORDS',
      status: 'FAILED',
      measured: 0,
      points: 0,
      maxScore: 7,
      reset: false,
      evidence: [{ turn: 3, spans: [], note: 'Have a nice day' }],
    },
    {
      criterion: 'PERMISSION_BEFORE_HOLDING',
      status: 'NOT_APPLICABLE',
      measured: null,
      points: 0,
      maxScore: 8,
      reset: false,
      evidence: [],
    },
  ],
  ...over,
});

export const agentRow = (over: Partial<AgentRow> = {}): AgentRow => ({
  agentId: 'a1',
  agentName: 'Ayşe Yılmaz',
  calls: 40,
  includedCalls: 36,
  meanScore: 81.4,
  previousMeanScore: 78.2,
  trend: [
    { start: '2026-03-02T00:00:00.000Z', meanScore: 77, calls: 9 },
    { start: '2026-03-09T00:00:00.000Z', meanScore: null, calls: 0 },
    { start: '2026-03-16T00:00:00.000Z', meanScore: 84, calls: 12 },
  ],
  meanDuration: 190,
  weakestCriterion: 'CLOSING_WORDS',
  ...over,
});

export const agentList = (over: Partial<AgentList> = {}): AgentList => ({
  agents: [
    agentRow(),
    agentRow({ agentId: 'a2', agentName: 'Can Demir', meanScore: 64, previousMeanScore: 70, calls: 30, includedCalls: 25 }),
  ],
  totals: { calls: 70, includedCalls: 61, meanScore: 74.5, previousMeanScore: 75 },
  minCallDuration: 30,
  ...over,
});

export const historyEntry = (over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 'h1',
  kind: 'CHANGED',
  criterion: 'GREETING',
  version: 2,
  effectiveFrom: '2026-03-11',
  changes: [{ field: 'maxScore', before: 7, after: 10 }],
  userName: 'Ada',
  at: '2026-03-10T12:00:00.000Z',
  ...over,
});

export const run = (over: Partial<RescoreRun> = {}): RescoreRun => ({
  id: 'r1',
  state: 'RUNNING',
  fromDate: '2026-03-01',
  toDate: '2026-03-10',
  version: 2,
  total: 120,
  done: 30,
  messageCode: null,
  startedAt: '2026-03-10T12:05:00.000Z',
  finishedAt: null,
  ...over,
});
