// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callListQueryOf, defaultRange, rangeInstants, readState, writeState } from './url';

const tz = 'Europe/Istanbul';
const now = new Date('2026-03-10T22:30:00.000Z'); // 01:30 on 11 March in Istanbul

describe('agent statistics URL state', () => {
  it('defaults to the agents view over the last 30 local days', () => {
    expect(defaultRange(now, tz)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    const state = readState(new URLSearchParams('tab=agentStatistics'), now, tz);
    expect(state.view).toBe('agents');
    expect(state.from).toBe('2026-02-10');
    expect(state.sort).toBe('callDate');
  });

  it('falls back to defaults for a malformed range, view, criterion or score', () => {
    const state = readState(new URLSearchParams('view=weird&from=2026-13-01&to=2026-03-01&lost=NOPE&smin=120'), now, tz);
    expect(state.view).toBe('agents');
    expect(state.from).toBe('2026-02-10');
    expect(state.filters.lostCriterion).toBeNull();
    expect(state.filters.minScore).toBeNull();
    // A reversed range is not a range.
    expect(readState(new URLSearchParams('from=2026-03-05&to=2026-03-01'), now, tz).to).toBe('2026-03-11');
  });

  it('writes back what it reads, leaving defaults out', () => {
    const query =
      'tab=agentStatistics&view=calls&from=2026-03-01&to=2026-03-10&ch=CALL_CENTER&smin=50&lost=GREETING&inc=1&q=C-1&page=2&sort=score&dir=asc';
    expect(writeState(readState(new URLSearchParams(query), now, tz)).toString()).toBe(query);
  });

  it('turns local dates into the instants of whole days in the reporting time zone', () => {
    expect(rangeInstants('2026-03-01', '2026-03-10', tz)).toEqual({
      startDate: '2026-02-28T21:00:00.000Z',
      endDate: '2026-03-10T20:59:59.999Z',
    });
  });

  it('sends only the filters that are set', () => {
    const state = readState(new URLSearchParams('view=calls&from=2026-03-01&to=2026-03-01&inc=1'), now, tz);
    expect(callListQueryOf(state, tz)).toEqual({
      startDate: '2026-02-28T21:00:00.000Z',
      endDate: '2026-03-01T20:59:59.999Z',
      includedOnly: 'true',
      page: 0,
      size: 20,
      sort: 'callDate',
      direction: 'desc',
    });
  });
});
