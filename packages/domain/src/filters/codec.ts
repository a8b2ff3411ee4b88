import type { CategoryId, CategoryQuery, FieldQuery, FieldValue } from './state.js';

/*
 * The `fq` and `cq` parameters (docs/filters-and-urls.md): `fieldName__values__operand`, values joined by `--`, numeric bounds
 * as `GTE_5`, category ids as `[DYN_{code}~]{id}[.{sentiment}][_1]`.
 *
 * The separators can occur inside values ("a--b", "snake__case", an id ending in "_1"). Such characters are
 * escaped with `*` (so `*` itself is written `**`), and only where they could be misread; ordinary values — an
 * interior single `_` as in `customer_id`, `CAT-12` — are written as they are. Escaped:
 * - `-` and `_` at either end of a part, or next to the same character (they could form `--` / `__`);
 * - in category parts: every `.` and `~`, the `_` of a trailing `_1`, and the `_` of a leading `DYN_`;
 * - in a plain field value: the `_` after a leading GTE/GT/LTE/LT, so the text "GTE_5" is not read as a bound.
 * Splitting and structure checks run on the escaped text, unescaping comes last.
 */

const ESC = '*';
const boundPattern = /^(GTE|GT|LTE|LT)_(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)$/;
const boundPrefix = /^(GTE|GT|LTE|LT)_/;

interface EscapeRules {
  always?: string;
  /** Index (in the part) of extra characters to escape. */
  extra?: ReadonlySet<number>;
}

function escapePart(part: string, rules: EscapeRules = {}): string {
  const chars = [...part];
  let out = '';
  chars.forEach((c, i) => {
    const sticky = (c === '-' || c === '_') && (i === 0 || i === chars.length - 1 || chars[i - 1] === c || chars[i + 1] === c);
    out += c === ESC || sticky || rules.always?.includes(c) || rules.extra?.has(i) ? ESC + c : c;
  });
  return out;
}

/** One character of escaped text: `escaped` when it was written with the escape prefix. */
interface Unit {
  c: string;
  escaped: boolean;
}

function units(raw: string): Unit[] {
  const chars = [...raw];
  const out: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    if (c === ESC && next !== undefined) {
      out.push({ c: next, escaped: true });
      i++;
    } else out.push({ c, escaped: false });
  }
  return out;
}

const rawOf = (list: readonly Unit[]): string => list.map((u) => (u.escaped ? ESC + u.c : u.c)).join('');
const textOf = (list: readonly Unit[]): string => list.map((u) => u.c).join('');

/** Splits escaped text on an unescaped two-character separator (`--` or `__`), keeping the pieces escaped. */
function splitRaw(raw: string, separator: '--' | '__'): string[] {
  const list = units(raw);
  const pieces: string[] = [];
  let current: Unit[] = [];
  for (let i = 0; i < list.length; i++) {
    const u = list[i] as Unit;
    const next = list[i + 1];
    if (!u.escaped && u.c === separator[0] && next && !next.escaped && next.c === separator[1]) {
      pieces.push(rawOf(current));
      current = [];
      i++;
    } else current.push(u);
  }
  pieces.push(rawOf(current));
  return pieces;
}

const unescape = (raw: string): string => textOf(units(raw));

function encodeFieldValue(value: FieldValue): string {
  if (value.minValue !== undefined) return `${value.key === 'GT' ? 'GT' : 'GTE'}_${String(value.minValue)}`;
  if (value.maxValue !== undefined) return `${value.key === 'LT' ? 'LT' : 'LTE'}_${String(value.maxValue)}`;
  const prefix = boundPrefix.exec(value.key);
  return escapePart(value.key, prefix ? { extra: new Set([prefix[1]?.length ?? 0]) } : {});
}

function decodeFieldValue(raw: string): FieldValue {
  const bound = boundPattern.exec(raw);
  const number = Number(bound?.[2]);
  if (bound && Number.isFinite(number)) {
    const key = bound[1];
    // -0 has no URL form of its own: String(-0) is "0".
    const n = number === 0 ? 0 : number;
    if (key === 'GTE' || key === 'GT') return { key, minValue: n };
    if (key === 'LTE' || key === 'LT') return { key, maxValue: n };
  }
  return { key: unescape(raw) };
}

/** A field filter as its `fq` value: `fieldName__v1--v2__operand`. */
export function encodeFieldQuery(query: FieldQuery): string {
  return `${escapePart(query.fieldName)}__${query.values.map(encodeFieldValue).join('--')}__${escapePart(query.operand)}`;
}

/** A `fq` value back to a field filter; null when it does not have exactly three parts. */
export function decodeFieldQuery(raw: string): FieldQuery | null {
  const parts = splitRaw(raw, '__');
  if (parts.length !== 3) return null;
  const [fieldName, values, operand] = parts as [string, string, string];
  return { fieldName: unescape(fieldName), operand: unescape(operand), values: splitRaw(values, '--').map(decodeFieldValue) };
}

const endsWithOne = (s: string): ReadonlySet<number> => new Set(/_1$/.test(s) ? [[...s].length - 2] : []);

/** The id token of a category in `cq` and in its display-name parameter. */
export function encodeCategoryToken(id: CategoryId): string {
  const last = id.sentiment ?? id._id;
  const idExtra = new Set<number>(id.sentiment === null ? endsWithOne(id._id) : []);
  if (/^DYN_/.test(id._id)) idExtra.add(3);
  let token = escapePart(id._id, { always: '.~', extra: idExtra });
  if (id.dynamic) token = `DYN_${escapePart(id.code ?? '', { always: '.~' })}~${token}`;
  if (id.sentiment !== null) token += `.${escapePart(id.sentiment, { always: '.~', extra: endsWithOne(last) })}`;
  return id.virtual ? `${token}_1` : token;
}

/** A category token back to its parts; the display name is looked up by the caller (`name` is '' here). */
export function decodeCategoryToken(raw: string): CategoryId {
  let list = units(raw);
  let code: string | null = null;
  const tilde = list.findIndex((u) => !u.escaped && u.c === '~');
  if (textOf(list.slice(0, 4)) === 'DYN_' && !list[3]?.escaped && tilde >= 4) {
    code = textOf(list.slice(4, tilde));
    list = list.slice(tilde + 1);
  }
  const tail = list.slice(-2);
  const virtual = tail.length === 2 && tail.every((u) => !u.escaped) && textOf(tail) === '_1';
  if (virtual) list = list.slice(0, -2);
  let sentiment: string | null = null;
  const dot = list.findLastIndex((u) => !u.escaped && u.c === '.');
  if (dot >= 0) {
    sentiment = textOf(list.slice(dot + 1));
    list = list.slice(0, dot);
  }
  return { _id: textOf(list), code, name: '', sentiment, virtual, dynamic: code !== null };
}

/** A category filter as its `cq` value: `fieldName__token1--token2__operand`. */
export function encodeCategoryQuery(query: CategoryQuery): string {
  return `${escapePart(query.fieldName)}__${query.ids.map(encodeCategoryToken).join('--')}__${escapePart(query.operand)}`;
}

/** A `cq` value back to a category filter, names filled by `nameOf(token)`; null when malformed. */
export function decodeCategoryQuery(raw: string, nameOf: (token: string, id: CategoryId) => string): CategoryQuery | null {
  const parts = splitRaw(raw, '__');
  if (parts.length !== 3) return null;
  const [fieldName, ids, operand] = parts as [string, string, string];
  return {
    fieldName: unescape(fieldName),
    operand: unescape(operand),
    ids: splitRaw(ids, '--').map((token) => {
      const id = decodeCategoryToken(token);
      return { ...id, name: nameOf(token, id) };
    }),
  };
}
