import { describe, expect, it } from 'vitest';
import { markerStatistics, type MarkingEvent } from './markers.js';

const ev = (
  seq: number,
  userId: string,
  action: 'MARK' | 'APPROVE',
  documentId: string,
  day: string,
  labels: string[] | null = null,
): MarkingEvent => ({ seq, userId, action, documentId, at: new Date(`2026-01-0${day}T10:00:00Z`), labels });

// The model predicted d1 {A}, d2 {A}, d3 {B}, d4 {B}.
const predicted = new Map([
  ['d1', ['A']],
  ['d2', ['A']],
  ['d3', ['B']],
  ['d4', ['B']],
]);
const events = [
  ev(1, 'u1', 'MARK', 'd1', '1', ['B']),
  ev(2, 'u2', 'APPROVE', 'd1', '1'), // u1's labels approved as they were
  ev(3, 'u1', 'MARK', 'd2', '1', ['A']),
  ev(4, 'u2', 'MARK', 'd2', '2', ['B']), // u1's labels changed
  ev(5, 'u2', 'APPROVE', 'd3', '2'), // the prediction approved
  ev(6, 'u1', 'MARK', 'd4', '2', ['A']),
  ev(7, 'u2', 'MARK', 'd4', '2', ['A']), // same labels again
  ev(8, 'u3', 'APPROVE', 'd4', '3'),
];
const names = new Map([
  ['u1', 'Ada'],
  ['u2', 'Ben'],
  ['u3', 'Cem'],
]);

describe('markerStatistics', () => {
  const rows = markerStatistics(events, { timeZone: 'UTC', predicted, names, timeSpentMs: new Map([['u1', 90_500]]) });
  const of = (id: string) => rows.find((r) => r.userId === id);

  it('orders people by documents marked or approved', () => {
    expect(rows.map((r) => [r.userId, r.marked, r.changed, r.approved, r.activeDays, r.perDay])).toEqual([
      ['u2', 4, 2, 2, 2, 2],
      ['u1', 3, 3, 0, 2, 1.5],
      ['u3', 1, 0, 1, 1, 1],
    ]);
    expect(of('u2')?.daily).toEqual([
      { day: '2026-01-01', marked: 1 },
      { day: '2026-01-02', marked: 3 },
    ]);
  });

  it('counts approval of their markings by someone else with the labels kept', () => {
    // u1: d1 approved by u2; d2 changed by u2; d4 re-marked the same by u2, then approved by u3 → 2 of 3 reviewed.
    expect(of('u1')?.approvalRate).toBe(0.6667);
    // u2: d2 never looked at again (not reviewed); d4 approved by u3 → 1 of 1.
    expect(of('u2')?.approvalRate).toBe(1);
    // u3 marked nothing.
    expect(of('u3')?.approvalRate).toBeNull();
  });

  it('gives kappa with the model on their final label sets (hand-worked)', () => {
    // u1 vs model: (B,A) (A,A) (A,B): pₒ = ⅓; both raters A ⅔, B ⅓ → pₑ = 5/9; κ = (3/9 − 5/9)/(4/9) = −0.5.
    expect(of('u1')?.withModel).toEqual({ documents: 3, observed: 0.3333, kappa: -0.5 });
    // u2: d1 approved with u1's {B}, d2 {B}, d3 approved as predicted {B}, d4 {A} vs A, A, B, B:
    // pₒ = ¼; u2 B ¾ A ¼, model A ½ B ½ → pₑ = ½; κ = −0.5.
    expect(of('u2')?.withModel).toEqual({ documents: 4, observed: 0.25, kappa: -0.5 });
    // One document: agreement is known, kappa is not.
    expect(of('u3')?.withModel).toEqual({ documents: 1, observed: 0, kappa: null });
  });

  it('gives kappa with the others over documents both marked, each last marking', () => {
    // u1 vs u2 on d2 (A,B) and d4 (A,A): pₒ = ½; u1 A 1, u2 A ½ B ½ → pₑ = ½; κ = 0.
    expect(of('u1')?.withOthers).toEqual({ documents: 2, observed: 0.5, kappa: 0 });
    expect(of('u2')?.withOthers).toEqual({ documents: 2, observed: 0.5, kappa: 0 });
    expect(of('u3')?.withOthers).toEqual({ documents: 0, observed: null, kappa: null });
  });

  it('rounds the time spent to seconds, null without durations', () => {
    expect(of('u1')?.timeSpentSeconds).toBe(91);
    expect(of('u2')?.timeSpentSeconds).toBeNull();
  });

  it('counts active days in the reporting time zone', () => {
    // 10:00 UTC is the next day at UTC+14.
    const late = markerStatistics([ev(1, 'u1', 'MARK', 'd1', '1', ['A'])], {
      timeZone: 'Pacific/Kiritimati',
      predicted,
      names,
      timeSpentMs: new Map(),
    });
    expect(late[0]?.daily).toEqual([{ day: '2026-01-02', marked: 1 }]);
  });
});
