// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activityKinds,
  emotionLabels,
  homeJobKinds,
  interactionStatuses,
  invitationStatuses,
  labellingTabs,
  limitStatuses,
  messageCodes,
  notificationTypes,
  outboxMailSchema,
  packageFeatures,
  predictionStatuses,
  sentimentLabels,
  workspaceRoles,
} from '@sentio/domain';
import { tabGroupNames } from '../features/projects/lib/tabs';
import { noticeKinds } from '../app/api/errorPolicy';
import { breadcrumbKeys } from '../app/breadcrumbs';
import { resources } from '../app/i18n';

type Tree = Record<string, unknown>;

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

// The resources exactly as the app loads them: the JSON files plus the message-code texts from the domain catalogue.

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    else out.set(path, `<<${typeof value}>>`);
  }
  return out;
}

const flat = (lng: string, ns: string) => flatten(resources[lng]?.[ns] ?? {});
const has = (lng: string, ns: string, key: string) => flat(lng, ns).has(key);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const languages = ['en', 'tr'];
const namespaces = Object.keys(resources['en'] ?? {}).sort();

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(5);
    for (const lng of languages) expect(Object.keys(resources[lng] ?? {}).sort()).toEqual(namespaces);
  });

  it.each(namespaces)('namespace %s has the same keys in en and tr', (ns) => {
    const en = [...flat('en', ns).keys()].sort();
    const tr = [...flat('tr', ns).keys()].sort();
    expect(
      tr.filter((k) => !en.includes(k)),
      'only in tr',
    ).toEqual([]);
    expect(
      en.filter((k) => !tr.includes(k)),
      'only in en',
    ).toEqual([]);
  });

  it.each(namespaces)('namespace %s has non-empty texts with the same placeholders in en and tr', (ns) => {
    const tr = flat('tr', ns);
    for (const [key, text] of flat('en', ns)) {
      expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
      expect(tr.get(key)?.trim(), `tr ${ns}:${key}`).not.toBe('');
      expect(placeholders(tr.get(key) ?? ''), `placeholders of ${ns}:${key}`).toEqual(placeholders(text));
    }
  });

  it('uses one Turkish word for "document": doküman (UI texts and API messages)', () => {
    const other: string[] = [];
    for (const ns of namespaces)
      for (const [key, text] of flat('tr', ns)) if (/belge/i.test(text)) other.push(`${ns}:${key}: ${text}`);
    expect(other).toEqual([]);
  });

  it('translates every message code of the API', () => {
    for (const lng of languages) {
      const missing = messageCodes.filter((code) => !has(lng, 'errors', `codes.${code}`));
      expect(missing, lng).toEqual([]);
    }
  });

  it('translates every key built at run time from a closed set', () => {
    const dynamic: [string, string[]][] = [
      ['errors', noticeKinds.map((k) => `notice.${k}`)],
      ['breadcrumbs', [...breadcrumbKeys]],
      ['packages', [...packageFeatures.map((f) => `features.${f}`), ...limitStatuses.map((s) => `status.${s}`)]],
      ['workspace', [...workspaceRoles.map((r) => `roles.${r}`), ...invitationStatuses.map((s) => `invitations.statuses.${s}`)]],
      [
        'profile',
        [...activityKinds.map((k) => `activity.kinds.${k}`), ...notificationTypes.map((t) => `notificationSettings.types.${t}`)],
      ],
      ['admin', outboxMailSchema.shape.status.options.map((s) => `outbox.statuses.${s}`)],
      // Domain codes shown in the UI (shared/names/labels.ts, the data tab's tags and filters, the analysis tab groups).
      [
        'common',
        [
          ...['en', 'tr'].map((l) => `language.${l}`),
          ...sentimentLabels.map((s) => `sentiment.${s}`),
          ...emotionLabels.map((e) => `emotion.${e}`),
        ],
      ],
      [
        'projectData',
        [
          ...interactionStatuses.map((s) => `status.${s}`),
          ...predictionStatuses.map((s) => `predictionStatus.${s}`),
          ...sentimentLabels.map((s) => `sentiment.${s}`),
        ],
      ],
      ['projects', tabGroupNames.map((g) => `detail.tabGroups.${g}`)],
      ['home', homeJobKinds.map((k) => `jobs.kinds.${k}`)],
      ['breadcrumbs', labellingTabs.map((tab) => `labellingTab.${tab}`)],
      [
        'notifications',
        ['invitation', 'welcome', 'passwordChanged', 'otpEnabled', 'otpDisabled', 'memberJoined'].flatMap((n) => [
          `${n}.title`,
          `${n}.body`,
        ]),
      ],
    ];
    for (const lng of languages) {
      for (const [ns, keys] of dynamic)
        expect(
          keys.filter((k) => !has(lng, ns, k)),
          `${lng} ${ns}`,
        ).toEqual([]);
    }
  });

  it('has every key the source code uses', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      // Convention: one namespace per file in useTranslation; other namespaces are written as `ns:key`.
      const declared = [...text.matchAll(/useTranslation\(\s*(?:\[\s*)?'([^']+)'/g)].map((m) => m[1] ?? '');
      const fileNs = new Set(declared);
      expect(fileNs.size, `${file} uses more than one default namespace`).toBeLessThanOrEqual(1);
      // A shared component that takes its owner's namespace (`useTranslation(ns)`) names the namespaces it serves in
      // an `i18n-namespaces:` line; its keys must then be in each of them.
      const served = /i18n-namespaces:((?:\s+[A-Za-z]+)+)/.exec(text)?.[1]?.trim().split(/\s+/);
      const defaultNamespaces = served ?? [declared[0] ?? 'common'];
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const raw = m[1] ?? '';
        const pairs = raw.includes(':')
          ? [raw.split(':', 2) as [string, string]]
          : defaultNamespaces.map((ns): [string, string] => [ns, raw]);
        for (const [ns, key] of pairs)
          for (const lng of languages) if (!has(lng, ns, key)) missing.push(`${lng} ${ns}:${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
