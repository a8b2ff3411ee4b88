import { foldRuleText, helpGuideKeys, type HelpGuideKey, type HelpVideo, type Language } from '@sentio/domain';

/**
 * The learning center's guides (docs/tour-and-help.md). Texts live in `locales/<lng>/help.json` under
 * `guides.<key>`; the pictures are the browser tests' screenshots (e2e/screenshots), bundled by Vite from the
 * patterns below, so a guide always shows the screen as the last test run saw it. A guide names its screenshots per
 * language, or a file-name prefix for areas whose flows name their own files; the other language's pictures stand
 * in when a language has none.
 */
const screenshots = import.meta.glob<string>(
  [
    '../../../../../e2e/screenshots/{home-04-start-here-en,home-03-start-here-tr}.png',
    '../../../../../e2e/screenshots/marketplace-0{1-list,3-data,4-dashboard}-{en,tr}.png',
    '../../../../../e2e/screenshots/{dashboard-01-cx-en,dashboard-04-cx-tr}.png',
    '../../../../../e2e/screenshots/models-{list,labelling}-{en,tr}.png',
    '../../../../../e2e/screenshots/{root-causes-03-root-causes-en,root-causes-05-list-tr}.png',
    '../../../../../e2e/screenshots/{customers-02-detail-en,customers-06-detail-tr,journeys-01-report-en,journeys-01-report-tr}.png',
    '../../../../../e2e/screenshots/{actions-02-list-en,actions-05-list-tr}.png',
    '../../../../../e2e/screenshots/{rules-03-list-en,rules-04-list-tr,notifications-01-form-en,notifications-06-form-tr}.png',
    '../../../../../e2e/screenshots/assistants-*-{en,tr}.png',
    '../../../../../e2e/screenshots/entity-mapping-*-{en,tr}.png',
    '../../../../../e2e/screenshots/admin-{system,members}-01-{en,tr}.png',
  ],
  { eager: true, query: '?url', import: 'default' },
);

/** File name → bundled URL. */
const byName = new Map(Object.entries(screenshots).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

type Shots = { en: readonly string[]; tr: readonly string[] } | { prefix: string };

export interface GuideDefinition {
  key: HelpGuideKey;
  /** Where the area lives in the app, for the guide's "open" button. */
  path: string;
  shots: Shots;
}

const pair = (en: string[], tr: string[]): Shots => ({ en: en.map((n) => `${n}-en.png`), tr: tr.map((n) => `${n}-tr.png`) });

export const guides: readonly GuideDefinition[] = [
  { key: 'analyses', path: '/project', shots: pair(['home-04-start-here'], ['home-03-start-here']) },
  { key: 'data-search', path: '/project', shots: pair(['marketplace-03-data'], ['marketplace-03-data']) },
  { key: 'dashboards', path: '/project', shots: pair(['dashboard-01-cx', 'marketplace-04-dashboard'], ['dashboard-04-cx', 'marketplace-04-dashboard']) },
  { key: 'models', path: '/model/my-models', shots: pair(['models-list', 'models-labelling'], ['models-list', 'models-labelling']) },
  { key: 'root-causes', path: '/project', shots: pair(['root-causes-03-root-causes'], ['root-causes-05-list']) },
  {
    key: 'customers-journeys',
    path: '/customers',
    shots: pair(['customers-02-detail', 'journeys-01-report'], ['customers-06-detail', 'journeys-01-report']),
  },
  { key: 'actions', path: '/actions', shots: pair(['actions-02-list'], ['actions-05-list']) },
  {
    key: 'rules-notifications',
    path: '/project',
    shots: pair(['rules-03-list', 'notifications-01-form'], ['rules-04-list', 'notifications-06-form']),
  },
  { key: 'marketplace', path: '/marketplace', shots: pair(['marketplace-01-list'], ['marketplace-01-list']) },
  { key: 'assistants', path: '/project', shots: { prefix: 'assistants-' } },
  { key: 'entity-mapping', path: '/project', shots: { prefix: 'entity-mapping-' } },
  { key: 'admin', path: '/admin', shots: pair(['admin-system-01', 'admin-members-01'], ['admin-system-01', 'admin-members-01']) },
];

// The guides follow the domain's list, which the server checks video keys against.
if (guides.map((g) => g.key).join() !== helpGuideKeys.join()) throw new Error('help guides differ from helpGuideKeys');

function namesFor(shots: Shots, language: Language): string[] {
  if ('prefix' in shots) {
    return [...byName.keys()].filter((n) => n.startsWith(shots.prefix) && n.endsWith(`-${language}.png`)).sort().slice(0, 3);
  }
  return [...shots[language]];
}

/** The guide's screenshots in the language (the other language's when it has none), as bundled URLs. */
export function screenshotsOf(guide: GuideDefinition, language: Language): string[] {
  const urls = (l: Language) => namesFor(guide.shots, l).flatMap((n) => byName.get(n) ?? []);
  const own = urls(language);
  return own.length > 0 ? own : urls(language === 'tr' ? 'en' : 'tr');
}

/** The operator's video of a guide in a language, if one is set. */
export const videoOf = (videos: readonly HelpVideo[] | undefined, key: HelpGuideKey, language: Language): string | null =>
  videos?.find((v) => v.guide === key && v.language === language)?.url ?? null;

/** How the detail shows a video: a media file plays in place, YouTube and Vimeo are embedded, anything else is a link. */
export function videoKind(url: string): { kind: 'file' | 'embed' | 'link'; src: string } {
  if (/\.(mp4|webm|ogg|m4v)(\?|#|$)/iu.test(url)) return { kind: 'file', src: url };
  const youtube = /^https?:\/\/(?:www\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]{6,})/iu.exec(url);
  if (youtube?.[1]) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/iu.exec(url);
  if (vimeo?.[1]) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  return { kind: 'link', src: url };
}

/** Client-side search: every word of the query must occur in the guide's texts, Turkish-aware ("İADE" finds "iade"). */
export function matchesGuide(texts: readonly string[], query: string): boolean {
  const words = foldRuleText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldRuleText(texts.join(' '));
  return words.every((w) => haystack.includes(w));
}
