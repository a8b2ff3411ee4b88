import { describe, expect, it } from 'vitest';
import { readDialogueCell, readSeconds, storedCall } from './dialogue.js';

describe('readSeconds', () => {
  it('reads seconds, mm:ss and hh:mm:ss; refuses negatives and nonsense', () => {
    expect([
      readSeconds(12.5),
      readSeconds('12,5'),
      readSeconds('00:12'),
      readSeconds('01:02:03'),
      readSeconds('1:05.5'),
    ]).toEqual([12.5, 12.5, 12, 3723, 65.5]);
    expect([readSeconds(undefined), readSeconds(null), readSeconds(' ')]).toEqual([null, null, null]);
    expect([readSeconds(-1), readSeconds('-3'), readSeconds('abc'), readSeconds('1:75'), readSeconds(Number.NaN)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('readDialogueCell', () => {
  it('reads timed lines in seconds and clock times, Turkish speakers and holds', () => {
    const read = readDialogueCell(
      '[0-2.5] temsilci: Merhaba, ben Ayşe\n[00:03-00:06] müşteri: kargom gelmedi\nnerede?\n[6-40] bekletme:\n[40-42] agent: back',
    );
    expect(read?.problems).toEqual([]);
    expect(read?.turns).toEqual([
      { speaker: 'agent', text: 'Merhaba, ben Ayşe', start: 0, end: 2.5 },
      { speaker: 'customer', text: 'kargom gelmedi\nnerede?', start: 3, end: 6 },
      { speaker: 'agent', text: 'back', start: 40, end: 42 },
    ]);
    expect(read?.holds).toEqual([{ start: 6, end: 40 }]);
  });

  it('reads a JSON object with turns, holds and call fields in any key style', () => {
    const read = readDialogueCell(
      JSON.stringify({
        turns: [
          { speaker: 'agent', text: 'Hello', start: 0, end: '00:02' },
          { speaker: 'hold', start: 3, end: 20 },
          { speaker: 'customer', text: 'Hi' },
        ],
        call_id: 'C-1',
        AgentId: 7,
        agentName: 'Ayşe',
        endedBy: 'Müşteri',
        duration: '01:00',
        customerName: 'Ali',
        callStartedAt: '2026-03-01T09:00:00Z',
        holds: [{ start: 30, end: 35 }],
      }),
    );
    expect(read?.problems).toEqual([]);
    expect(read?.turns).toEqual([
      { speaker: 'agent', text: 'Hello', start: 0, end: 2 },
      { speaker: 'customer', text: 'Hi' },
    ]);
    expect(storedCall(read?.call ?? {}, read?.holds ?? [])).toEqual({
      callId: 'C-1',
      agentId: '7',
      agentName: 'Ayşe',
      callStartedAt: '2026-03-01T09:00:00.000Z',
      endedBy: 'customer',
      customerName: 'Ali',
      duration: 60,
      holds: [
        { start: 3, end: 20 },
        { start: 30, end: 35 },
      ],
    });
  });

  it('reports an end before the start, a negative time, an untimed hold and a wrong endedBy', () => {
    expect(readDialogueCell('[5-2] agent: hi')?.problems.map((p) => [p.code, p.field])).toEqual([
      ['DIALOGUE_TIMING_INVALID', 'turns.0.end'],
    ]);
    expect(readDialogueCell('[-3-5] agent: hi')?.problems.map((p) => p.field)).toEqual(['turns.0.start']);
    expect(readDialogueCell('agent: hi\nhold:')?.problems.map((p) => p.field)).toEqual(['turns.1']);
    expect(readDialogueCell('[x] agent: hi')?.problems.map((p) => p.code)).toEqual(['DIALOGUE_TIMING_INVALID']);
    expect(
      readDialogueCell(JSON.stringify({ turns: [{ speaker: 'agent', text: 'hi' }], endedBy: 'nobody' }))?.problems.map(
        (p) => p.code,
      ),
    ).toEqual(['DIALOGUE_ENDED_BY_INVALID']);
  });

  it('keeps untimed dialogues as they were: no start or end, no call', () => {
    const read = readDialogueCell('customer: hi\nagent: hello');
    expect(read?.turns).toEqual([
      { speaker: 'customer', text: 'hi' },
      { speaker: 'agent', text: 'hello' },
    ]);
    expect(storedCall(read?.call ?? {}, read?.holds ?? [])).toBeNull();
  });
});
