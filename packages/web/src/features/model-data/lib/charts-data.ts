/** Data shaping of the smaller statistics charts: keyword cloud sizes, ratios and markings over time. */

export interface CloudWord {
  text: string;
  weight: number;
}

/**
 * Font sizes of a weighted tag cloud, `min`..`max` px by the square root of the weight relative to the
 * strongest (area grows with the weight, not the height). Negative and zero weights get the smallest size.
 */
export function cloudSizes(words: readonly CloudWord[], min = 12, max = 30): { text: string; weight: number; size: number }[] {
  const top = words.reduce((m, w) => Math.max(m, w.weight), 0);
  return words.map((w) => ({
    ...w,
    size: top > 0 && w.weight > 0 ? Math.round(min + (max - min) * Math.sqrt(w.weight / top)) : min,
  }));
}

/** Ratios with names and shares, largest first; labels without a name keep their id. */
export function ratioRows(
  ratios: readonly { labelId: string; count: number }[],
  labels: readonly { id: string; name: string }[],
): { labelId: string; name: string; count: number; share: number }[] {
  const names = new Map(labels.map((l) => [l.id, l.name]));
  const total = ratios.reduce((sum, r) => sum + r.count, 0);
  return ratios
    .map((r) => ({
      labelId: r.labelId,
      name: names.get(r.labelId) ?? r.labelId,
      count: r.count,
      share: total ? r.count / total : 0,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export interface MarkingsInput {
  users: readonly { user: { id: string; name: string }; count: number }[];
  byDay: readonly { day: string; userId: string; count: number }[];
}

/** One line per user over every day that has markings (missing days are zero), users by total, most first. */
export function markingSeries(markings: MarkingsInput): {
  days: string[];
  series: { userId: string; name: string; counts: number[] }[];
} {
  const days = [...new Set(markings.byDay.map((d) => d.day))].sort();
  const index = new Map(days.map((d, i) => [d, i]));
  const users = [...markings.users].sort((a, b) => b.count - a.count);
  const series = users.map(({ user }) => ({ userId: user.id, name: user.name, counts: days.map(() => 0) }));
  const byUser = new Map(series.map((s) => [s.userId, s]));
  for (const d of markings.byDay) {
    const s = byUser.get(d.userId);
    const i = index.get(d.day);
    if (s && i !== undefined) s.counts[i]! += d.count;
  }
  return { days, series };
}
