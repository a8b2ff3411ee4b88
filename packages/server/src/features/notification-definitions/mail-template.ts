import { formatUrlDate, toWall, type NotificationMetrics, type NotificationThresholdType } from '@sentio/domain';
import { svgDataUri, type RenderedChart } from './charts.js';
import type { Report } from './evaluate.js';
import type { DocumentRow } from './metrics-repository.js';
import type { MailTexts } from './mail-texts.js';

export interface MailInput {
  name: string;
  description: string;
  subject: string;
  projectName: string;
  thresholdType: NotificationThresholdType;
  thresholdValue: number;
  attribute: string;
  from: Date;
  to: Date;
  timeZone: string;
  /** Absolute URL of the run's documents (`nid`). */
  link: string;
  documentCount: number;
  test: boolean;
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const num = (v: number | null): string => (v === null ? '–' : String(v));
const excerpt = (s: string): string => (s.length > 200 ? `${s.slice(0, 200)}…` : s).replace(/\s+/g, ' ');

/** The reported period on the reporting zone's calendar: `2026-11-25`, `2026-11-16 – 2026-11-22`, `2026-11-25 09:00–10:00`. */
export function periodText(from: Date, to: Date, timeZone: string): string {
  const a = toWall(from, timeZone);
  const b = toWall(to, timeZone);
  if (a.hour() !== 0 || b.hour() !== 0) return `${a.format('YYYY-MM-DD HH:00')}–${b.format('HH:00')}`;
  const last = b.subtract(1, 'day');
  return last.isSame(a, 'day') ? a.format('YYYY-MM-DD') : `${a.format('YYYY-MM-DD')} – ${last.format('YYYY-MM-DD')}`;
}

function metricRows(t: MailTexts, c: NotificationMetrics, p: NotificationMetrics): [string, string, string][] {
  return [
    [t.documents, num(c.documents), num(p.documents)],
    [t.negative, num(c.negative), num(p.negative)],
    [t.nps, num(c.nps), num(p.nps)],
    [t.csat, num(c.csat), num(p.csat)],
  ];
}

const TD = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb"';
const table = (head: string[], rows: string[][]): string =>
  `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:13px;margin:8px 0 16px">` +
  `<tr>${head.map((h) => `<th align="left" ${TD}>${esc(h)}</th>`).join('')}</tr>` +
  rows.map((r) => `<tr>${r.map((c) => `<td ${TD}>${esc(c)}</td>`).join('')}</tr>`).join('') +
  `</table>`;

const docItems = (docs: DocumentRow[], t: MailTexts, timeZone: string): string =>
  docs.length === 0
    ? `<p style="color:#6b7280">${esc(t.none)}</p>`
    : `<ul style="font-size:13px;padding-left:18px">${docs
        .map(
          (d) =>
            `<li>${esc(formatUrlDate(d.content_date, { timeZone }))} · ${esc(d.sentiment ?? '–')} — ${esc(excerpt(d.content))}</li>`,
        )
        .join('')}</ul>`;

const docLines = (docs: DocumentRow[], timeZone: string): string[] =>
  docs.map((d) => `- ${formatUrlDate(d.content_date, { timeZone })} ${d.sentiment ?? '-'}: ${excerpt(d.content)}`);

/**
 * The mail of a run: HTML with the charts as SVG data-URI images, tables and lists, and the same content as plain
 * text for clients that show no HTML (docs/notification-definitions.md).
 */
export function renderMail(
  m: MailInput,
  r: Report,
  charts: RenderedChart[],
  t: MailTexts,
): { subject: string; html: string; text: string } {
  const subject = `${m.test ? `${t.test} ` : ''}${m.subject}`;
  const period = periodText(m.from, m.to, m.timeZone);
  const status =
    `${r.crossed ? t.crossed : t.notCrossed}: ${t.thresholds[m.thresholdType]} ${m.thresholdValue}` +
    (r.watchedCategory ? ` (${r.watchedCategory})` : '') +
    ` — ${t.watched}: ${num(r.current.watched)}`;
  const metrics = metricRows(t, r.current, r.previous);
  const breakdown = r.breakdown.map((b) => [b.value, String(b.documents), String(b.negative), num(b.nps)]);
  const categories = r.categories.map((c) => [c.name, String(c.n), String(c.previous)]);
  const html = [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:640px;margin:0 auto">`,
    `<h2 style="margin:16px 0 4px">${esc(m.name)}</h2>`,
    `<p style="margin:0;color:#6b7280">${esc(m.projectName)} · ${esc(period)}</p>`,
    m.description ? `<p>${esc(m.description)}</p>` : '',
    `<p style="padding:8px 12px;border-radius:4px;background:${r.crossed ? '#fee2e2' : '#ecfdf5'}">${esc(status)}</p>`,
    table([t.metric, t.period, t.previous], metrics),
    ...charts.map(
      (c) =>
        `<h3 style="margin:16px 0 4px;font-size:15px">${esc(c.title)}</h3><img src="${svgDataUri(c.svg)}" width="600" height="300" alt="${esc(c.title)}" style="display:block;max-width:100%;height:auto">`,
    ),
    categories.length > 0
      ? `<h3 style="font-size:15px">${esc(t.topCategories)}</h3>${table(['', t.period, t.previous], categories)}`
      : '',
    breakdown.length > 0
      ? `<h3 style="font-size:15px">${esc(t.byAttribute(m.attribute))}</h3>${table([m.attribute, t.documents, t.negative, t.nps], breakdown)}`
      : '',
    r.rootCauses
      ? `<h3 style="font-size:15px">${esc(t.rootCauses)}</h3>${table(
          ['', t.documents],
          r.rootCauses.map((x) => [x.name, String(x.n)]),
        )}`
      : '',
    `<h3 style="font-size:15px">${esc(t.latestDocuments)}</h3>${docItems(r.documents, t, m.timeZone)}`,
    `<h3 style="font-size:15px">${esc(t.negativeDocuments)}</h3>${docItems(r.negatives, t, m.timeZone)}`,
    `<p style="margin:24px 0"><a href="${esc(m.link)}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${esc(t.open(m.documentCount))}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${esc(t.footer(m.projectName))}</p>`,
    `</body></html>`,
  ].join('');
  const text = [
    `${m.name} — ${m.projectName} — ${period}`,
    m.description,
    '',
    status,
    '',
    ...metrics.map(([k, a, b]) => `${k}: ${a} (${t.previous}: ${b})`),
    '',
    ...(categories.length > 0 ? [`${t.topCategories}:`, ...categories.map(([n, a]) => `- ${n}: ${a}`), ''] : []),
    ...(r.rootCauses ? [`${t.rootCauses}:`, ...r.rootCauses.map((x) => `- ${x.name}: ${x.n}`), ''] : []),
    `${t.latestDocuments}:`,
    ...docLines(r.documents, m.timeZone),
    '',
    `${t.negativeDocuments}:`,
    ...docLines(r.negatives, m.timeZone),
    '',
    `${t.open(m.documentCount)}: ${m.link}`,
    '',
    t.footer(m.projectName),
  ].join('\n');
  return { subject, html, text };
}
