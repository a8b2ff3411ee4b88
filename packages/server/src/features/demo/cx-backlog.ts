import type { DemoLeafKey } from './categories.js';
import type { Sentiment } from './phrases.js';
import type { Random } from './random.js';

/**
 * The demo's one time trend (docs/actions.md, "Demo"): a courier backlog. For eight weeks a share of the contacts
 * are late-delivery and tracking complaints; then the demo's "courier change" action is closed and the topic goes
 * back to its usual share. The demo's closed action measures exactly this slice, so its effect panel shows a
 * significant improvement after the closed date. Unlike the incident it adds no volume: only the topic of some
 * contacts inside the period changes, and contacts outside it draw exactly what they drew without a backlog.
 */
export interface CxBacklog {
  /** First instant of the backlog (UTC midnight). */
  start: Date;
  /** The end, exclusive: the day the demo action closed. */
  end: Date;
  /** Share of the contacts inside the period that are backlog complaints. */
  share: number;
}

const DAY_MS = 86_400_000;
/** The demo's courier-change action closed this many days before the data ends ("about five weeks ago"). */
export const DEMO_BACKLOG_CLOSED_DAYS = 35;
/** How long the backlog lasted before the action closed. */
export const DEMO_BACKLOG_DAYS = 56;

/** The demo's backlog for data ending at `end` (the day after the last day with data). */
export function demoBacklog(end: Date): CxBacklog {
  const closed = Math.floor(end.getTime() / DAY_MS) * DAY_MS - DEMO_BACKLOG_CLOSED_DAYS * DAY_MS;
  return { start: new Date(closed - DEMO_BACKLOG_DAYS * DAY_MS), end: new Date(closed), share: 0.35 };
}

/** Whether a contact at `date` is a backlog complaint; draws from `rng` only inside the period. */
export function inBacklog(backlog: CxBacklog | null, date: Date, rng: Random): boolean {
  if (!backlog || date < backlog.start || date >= backlog.end) return false;
  return rng.chance(backlog.share);
}

/** A backlog complaint: mostly about late parcels, the rest about tracking; mostly negative. */
export function backlogComplaint(rng: Random): { topic: DemoLeafKey; sentiment: Sentiment } {
  const topic: DemoLeafKey = rng.chance(0.65) ? 'delivery.time' : 'delivery.tracking';
  return { topic, sentiment: rng.chance(0.85) ? 'NEGATIVE' : 'NEUTRAL' };
}
