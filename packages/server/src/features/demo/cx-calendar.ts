import type { Random } from './random.js';

/**
 * When the demo company's customers get in touch: 18 months of days, busier on Mondays (the weekend's problems
 * arrive at once), quiet on Sundays, slowly growing, with a November peak and one incident — a delivery outage
 * whose days carry several times the usual volume. Days are drawn from a cumulative table (a binary search per
 * row), so each row's date is independent of the others and any number of rows can be streamed.
 */

const DAY_MS = 86_400_000;

/** Relative volume by UTC weekday, Sunday first. */
export const WEEKDAY_WEIGHTS: readonly number[] = [0.45, 1.4, 1.15, 1.05, 1, 0.95, 0.7];

export interface CxIncident {
  /** The first day of the outage (UTC midnight). */
  start: Date;
  days: number;
  /** Extra volume on an incident day as a multiple of the normal volume: 3 → four times as many contacts. */
  extraVolume: number;
}

export interface CxCalendarOptions {
  /** The day after the last day with data (UTC midnight). */
  end: Date;
  months: number;
  /** null: no incident. Default: a 5-day outage starting 120 days before `end`. */
  incident?: CxIncident | null;
}

/** The default incident: far enough back to be history, inside the window of an 18-month default. */
export function defaultIncident(end: Date): CxIncident {
  return { start: new Date(startOfUtcDay(end).getTime() - 120 * DAY_MS), days: 5, extraVolume: 3 };
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

export class CxCalendar {
  readonly first: Date;
  readonly days: number;
  readonly incident: CxIncident | null;
  private readonly cumulative: Float64Array;
  /** Per day: the share of that day's volume that belongs to the incident (0 outside it). */
  private readonly incidentShare: Float64Array;

  constructor(options: CxCalendarOptions) {
    const end = startOfUtcDay(options.end);
    const first = new Date(end);
    first.setUTCMonth(first.getUTCMonth() - options.months);
    this.first = first;
    this.days = Math.round((end.getTime() - first.getTime()) / DAY_MS);
    if (this.days < 1) throw new Error('the calendar needs at least one day');
    this.incident = options.incident === undefined ? defaultIncident(end) : options.incident;
    this.cumulative = new Float64Array(this.days);
    this.incidentShare = new Float64Array(this.days);
    const incidentFirst = this.incident ? Math.round((this.incident.start.getTime() - first.getTime()) / DAY_MS) : -1;
    let total = 0;
    for (let d = 0; d < this.days; d++) {
      const day = new Date(first.getTime() + d * DAY_MS);
      // Growth: the last month sees ~40 % more contacts than the first, as the company's customer base grows.
      const trend = 1 + (0.4 * d) / this.days;
      // Black Friday and the gift season bring more orders and more questions.
      const season = day.getUTCMonth() === 10 ? 1.25 : day.getUTCMonth() === 11 ? 1.15 : 1;
      let weight = (WEEKDAY_WEIGHTS[day.getUTCDay()] as number) * trend * season;
      if (this.incident && d >= incidentFirst && d < incidentFirst + this.incident.days) {
        this.incidentShare[d] = this.incident.extraVolume / (1 + this.incident.extraVolume);
        weight *= 1 + this.incident.extraVolume;
      }
      total += weight;
      this.cumulative[d] = total;
    }
  }

  /** A contact time: a day by the volume table, a minute busier in the daytime. Also tells whether it is an incident contact. */
  draw(rng: Random): { date: Date; incident: boolean } {
    const total = this.cumulative[this.days - 1] as number;
    const target = rng.next() * total;
    let lo = 0;
    let hi = this.days - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    const incident = rng.chance(this.incidentShare[lo] as number);
    const minute = rng.chance(0.85) ? rng.int(8 * 60, 23 * 60 - 1) : rng.int(0, 24 * 60 - 1);
    const second = rng.int(0, 59);
    return { date: new Date(this.first.getTime() + lo * DAY_MS + minute * 60_000 + second * 1000), incident };
  }
}
