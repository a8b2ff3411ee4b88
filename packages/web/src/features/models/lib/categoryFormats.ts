import {
  categoryTreeIssues,
  escapeForSpreadsheet,
  nameKey,
  unescapeSpreadsheet,
  type CategoryNode,
  type ModelCategory,
} from '@sentio/domain';

/**
 * Category trees as files. CSV: one path per line, names joined with `>` ("Service > Waiting time"); a line for a
 * parent is optional (its children create it). JSON: `{ "categories": [{ "name", "children" }] }` — the import body —
 * or a bare array, or the tree the API answers (ids and aliases are ignored). Both merge by path on the server.
 */

export const pathSeparator = '>';
/** The server's name limit (categoryCreateBody). */
export const maxCategoryNameLength = 100;
/** A file larger than this is most likely not a category list. */
export const maxCategoryLines = 5000;

export type CategoryFileIssue =
  | { code: 'empty' }
  | { code: 'tooManyLines'; max: number }
  | { code: 'emptyName'; line: number }
  | { code: 'nameTooLong'; line: number; max: number }
  | { code: 'unclosedQuote'; line: number }
  | { code: 'invalidJson' }
  | { code: 'invalidShape' }
  | { code: 'rule'; messageCode: string; path: string };

export interface CategoryFileResult {
  tree: CategoryNode[];
  issues: CategoryFileIssue[];
}

interface MutableNode {
  name: string;
  children: MutableNode[];
}

/**
 * One CSV cell: quoted cells may hold commas and doubled quotes; the apostrophe our export puts before a text a
 * spreadsheet would run as a formula (`escapeForSpreadsheet`, the one rule of every CSV we write) is removed.
 */
function unquoteLine(raw: string): string | null {
  let line = raw.trim();
  if (line.startsWith('"')) {
    if (line.length < 2 || !line.endsWith('"')) return null;
    const inner = line.slice(1, -1);
    // A lone quote inside a quoted cell means the quoting is broken.
    if (/(^|[^"])"(?!")/.test(inner.replace(/""/g, ''))) return null;
    line = inner.replace(/""/g, '"');
  }
  return unescapeSpreadsheet(line);
}

/** Adds a path of names under `roots`, reusing siblings with the same name (Turkish-aware, see `nameKey`). */
function addPath(roots: MutableNode[], names: readonly string[]): void {
  let level = roots;
  for (const name of names) {
    let node = level.find((n) => nameKey(n.name) === nameKey(name));
    if (!node) {
      node = { name, children: [] };
      level.push(node);
    }
    level = node.children;
  }
}

/** Drops empty `children` arrays, so the result equals what a user would write by hand. */
function freeze(nodes: readonly MutableNode[]): CategoryNode[] {
  return nodes.map((n) => (n.children.length ? { name: n.name, children: freeze(n.children) } : { name: n.name }));
}

/**
 * Parses the CSV path format. Blank lines and a header line `path`/`category` are skipped; a byte-order mark is
 * tolerated. Every problem is reported with its 1-based line number; the tree holds the lines that were valid.
 */
export function categoryTreeFromCsv(text: string): CategoryFileResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const issues: CategoryFileIssue[] = [];
  const roots: MutableNode[] = [];
  const contentLines = lines.filter((l) => l.trim() !== '').length;
  if (contentLines > maxCategoryLines) return { tree: [], issues: [{ code: 'tooManyLines', max: maxCategoryLines }] };
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.trim() === '') return;
    const line = unquoteLine(raw);
    if (line === null) {
      issues.push({ code: 'unclosedQuote', line: lineNumber });
      return;
    }
    if (index === 0 && /^(path|category|categories|kategori|yol)$/i.test(line)) return;
    const names = line.split(pathSeparator).map((n) => n.trim().replace(/\s+/g, ' '));
    if (names.some((n) => n === '')) {
      issues.push({ code: 'emptyName', line: lineNumber });
      return;
    }
    if (names.some((n) => n.length > maxCategoryNameLength)) {
      issues.push({ code: 'nameTooLong', line: lineNumber, max: maxCategoryNameLength });
      return;
    }
    addPath(roots, names);
  });
  if (roots.length === 0 && issues.length === 0) issues.push({ code: 'empty' });
  return { tree: freeze(roots), issues };
}

function quoteCell(line: string): string {
  const guarded = escapeForSpreadsheet(line);
  return /[",\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The CSV of a tree: a header, then one line per category (parents before their children), CRLF as spreadsheets expect. */
export function categoryTreeToCsv(tree: readonly CategoryNode[]): string {
  const out: string[] = ['path'];
  const walk = (nodes: readonly CategoryNode[], prefix: readonly string[]) => {
    for (const node of nodes) {
      const path = [...prefix, node.name];
      out.push(quoteCell(path.join(` ${pathSeparator} `)));
      walk(node.children ?? [], path);
    }
  };
  walk(tree, []);
  return `${out.join('\r\n')}\r\n`;
}

/** Names that contain the path separator cannot go through CSV unchanged (JSON keeps them). */
export function namesWithSeparator(tree: readonly CategoryNode[]): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const n of nodes) {
      if (n.name.includes(pathSeparator)) out.push(n.name);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return out;
}

function nodeFromJson(value: unknown): CategoryNode | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, children } = value as { name?: unknown; children?: unknown };
  if (typeof name !== 'string') return null;
  if (children === undefined || children === null) return { name: name.trim() };
  if (!Array.isArray(children)) return null;
  const kids = children.map(nodeFromJson);
  if (kids.some((k) => k === null)) return null;
  return kids.length ? { name: name.trim(), children: kids as CategoryNode[] } : { name: name.trim() };
}

/** A rule issue's index path (`categories.0.children.2.name`) as the names it passes through ("Food > Price"). */
function namesAlong(tree: readonly CategoryNode[], path: readonly (string | number)[]): string {
  const names: string[] = [];
  let level: readonly CategoryNode[] | undefined = tree;
  for (const part of path) {
    if (typeof part !== 'number' || !level) continue;
    const node: CategoryNode | undefined = level[part];
    if (!node) break;
    names.push(node.name || `#${part + 1}`);
    level = node.children;
  }
  return names.join(` ${pathSeparator} `);
}

/** Parses the JSON format and checks the tree with the server's rules (names not empty, not repeated among siblings). */
export function categoryTreeFromJson(text: string): CategoryFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { tree: [], issues: [{ code: 'invalidJson' }] };
  }
  const list: unknown = Array.isArray(json) ? json : (json as { categories?: unknown } | null)?.categories;
  if (!Array.isArray(list)) return { tree: [], issues: [{ code: 'invalidShape' }] };
  const nodes = list.map(nodeFromJson);
  if (nodes.some((n) => n === null)) return { tree: [], issues: [{ code: 'invalidShape' }] };
  const tree = nodes as CategoryNode[];
  if (tree.length === 0) return { tree, issues: [{ code: 'empty' }] };
  const issues: CategoryFileIssue[] = categoryTreeIssues(tree).map((i) => ({
    code: 'rule',
    messageCode: i.code,
    path: namesAlong(tree, i.path),
  }));
  const tooLong = (nodes: readonly CategoryNode[]): boolean =>
    nodes.some((n) => n.name.length > maxCategoryNameLength || tooLong(n.children ?? []));
  if (tooLong(tree)) issues.push({ code: 'nameTooLong', line: 0, max: maxCategoryNameLength });
  return { tree, issues };
}

/** The JSON export: exactly the import body, so a file exported from one model imports into another. */
export function categoryTreeToJson(tree: readonly CategoryNode[]): string {
  return `${JSON.stringify({ categories: tree }, null, 2)}\n`;
}

/** The API's tree (ids, aliases, counts) reduced to names and children. */
export function toCategoryNodes(tree: readonly ModelCategory[]): CategoryNode[] {
  return tree.map((c) => (c.children.length ? { name: c.name, children: toCategoryNodes(c.children) } : { name: c.name }));
}

/** Picks the parser by file name (`.json` → JSON, anything else → CSV/text). */
export function parseCategoryFile(fileName: string, text: string): CategoryFileResult {
  return /\.json$/i.test(fileName) ? categoryTreeFromJson(text) : categoryTreeFromCsv(text);
}

/** Counts the categories of a tree (all levels). */
export const countCategories = (tree: readonly CategoryNode[]): number =>
  tree.reduce((sum, n) => sum + 1 + countCategories(n.children ?? []), 0);
