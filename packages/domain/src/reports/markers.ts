import type { MarkerStatistic } from '../contract/reports.js';
import { toWall } from '../dates/zone.js';
import { roundTo } from '../metrics/round.js';
import { cohensKappa, labelSetKey } from './agreement.js';

/**
 * Marker statistics of one model over a range (docs/reports.md, "Marker statistics"), pure: the server reads the
 * range's MARK and APPROVE audit entries of the model's documents and hands them here in audit order.
 *
 * Per person: marked = distinct documents they marked or approved; changed / approved = those they marked / approved;
 * perDay = marked / active days (days of the reporting time zone with an entry of theirs). approvalRate: of the
 * documents they marked that another person acted on afterwards (reviewed), the share another person approved with
 * no MARK in between changing the labels they set; null when none was reviewed. withModel: Cohen's κ of their final
 * label set (their last marking, or for an approval the labels in force then) against the model's predicted set.
 * withOthers: κ over every document they and another person both marked, each person's last marking, pooled over
 * all the other people. timeSpentSeconds: their interface time on the analysis's pages (null when none).
 */

export interface MarkingEvent {
  /** Audit order (the audit id): later entries have larger numbers. */
  seq: number;
  documentId: string;
  userId: string;
  action: 'MARK' | 'APPROVE';
  at: Date;
  /** MARK: the model's label set after it; APPROVE: null (the labels in force are kept). */
  labels: readonly string[] | null;
}

export interface MarkerOptions {
  timeZone: string;
  /** Document → the model's predicted label set (documents the model predicted). */
  predicted: ReadonlyMap<string, readonly string[]>;
  names: ReadonlyMap<string, string>;
  /** User → milliseconds on the analysis's pages in the range. */
  timeSpentMs: ReadonlyMap<string, number>;
}

interface Indexed extends MarkingEvent {
  /** The label set in force after this entry (a MARK's own; an approval keeps the previous one). */
  inForce: string[] | null;
}

function byDocument(events: readonly MarkingEvent[], predicted: MarkerOptions['predicted']): Map<string, Indexed[]> {
  const out = new Map<string, Indexed[]>();
  for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
    const list = out.get(e.documentId) ?? [];
    const previous = list.at(-1)?.inForce ?? (predicted.has(e.documentId) ? [...(predicted.get(e.documentId) ?? [])] : null);
    list.push({ ...e, inForce: e.action === 'MARK' ? [...(e.labels ?? [])] : previous });
    out.set(e.documentId, list);
  }
  return out;
}

const lastOf = (list: readonly Indexed[], test: (e: Indexed) => boolean): Indexed | undefined => [...list].reverse().find(test);

/** Whether another person acted on the document after `mark`, and whether one approved it with `mark`'s labels kept. */
function reviewOf(list: readonly Indexed[], mark: Indexed): { reviewed: boolean; approved: boolean } {
  const key = labelSetKey(mark.labels ?? []);
  let reviewed = false;
  for (const e of list) {
    if (e.seq <= mark.seq) continue;
    if (e.action === 'MARK' && labelSetKey(e.labels ?? []) !== key)
      return { reviewed: reviewed || e.userId !== mark.userId, approved: false };
    if (e.userId === mark.userId) continue;
    reviewed = true;
    if (e.action === 'APPROVE') return { reviewed, approved: true };
  }
  return { reviewed, approved: false };
}

/** One row per person with an entry in the range, most documents first. */
export function markerStatistics(events: readonly MarkingEvent[], o: MarkerOptions): MarkerStatistic[] {
  const docs = byDocument(events, o.predicted);
  const users = [...new Set(events.map((e) => e.userId))];
  return users
    .map((userId): MarkerStatistic => {
      const mine = events.filter((e) => e.userId === userId);
      const days = new Map<string, Set<string>>();
      for (const e of mine) {
        const day = toWall(e.at, o.timeZone).format('YYYY-MM-DD');
        days.set(day, (days.get(day) ?? new Set()).add(e.documentId));
      }
      const touched = [...new Set(mine.map((e) => e.documentId))];
      const changedDocs = new Set(mine.filter((e) => e.action === 'MARK').map((e) => e.documentId));
      const approvedDocs = new Set(mine.filter((e) => e.action === 'APPROVE').map((e) => e.documentId));

      let reviewed = 0;
      let approvedUnchanged = 0;
      const withModel: [string, string][] = [];
      const withOthers: [string, string][] = [];
      for (const documentId of touched) {
        const list = docs.get(documentId) ?? [];
        const last = lastOf(list, (e) => e.userId === userId);
        const predicted = o.predicted.get(documentId);
        if (last && predicted && last.inForce) withModel.push([labelSetKey(last.inForce), labelSetKey(predicted)]);
        const mark = lastOf(list, (e) => e.userId === userId && e.action === 'MARK');
        if (!mark) continue;
        const review = reviewOf(list, mark);
        if (review.reviewed) reviewed += 1;
        if (review.approved) approvedUnchanged += 1;
        const others = new Set(list.filter((e) => e.action === 'MARK' && e.userId !== userId).map((e) => e.userId));
        for (const other of others) {
          const theirs = lastOf(list, (e) => e.userId === other && e.action === 'MARK');
          if (theirs) withOthers.push([labelSetKey(mark.labels ?? []), labelSetKey(theirs.labels ?? [])]);
        }
      }
      const spent = o.timeSpentMs.get(userId);
      return {
        userId,
        name: o.names.get(userId) ?? '',
        marked: touched.length,
        changed: changedDocs.size,
        approved: approvedDocs.size,
        perDay: days.size > 0 ? roundTo(touched.length / days.size, 2) : 0,
        activeDays: days.size,
        approvalRate: reviewed > 0 ? roundTo(approvedUnchanged / reviewed, 4) : null,
        withModel: cohensKappa(withModel),
        withOthers: cohensKappa(withOthers),
        timeSpentSeconds: spent === undefined ? null : Math.round(spent / 1000),
        daily: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, set]) => ({ day, marked: set.size })),
      };
    })
    .sort((a, b) => b.marked - a.marked || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}
