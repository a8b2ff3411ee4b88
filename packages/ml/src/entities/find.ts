import { findAmounts } from './amounts.js';
import { findEmails, findPhones } from './contact.js';
import { findDates } from './dates.js';
import { findCards, findIbans, findTckns } from './identifiers.js';
import { CompiledEntityMappings, compileEntityMappings } from './mappings.js';
import { type Emit, wordCharBefore } from './patterns.js';
import { findReferences } from './references.js';
import { BUILTIN_ENTITY_TYPES, type BuiltinEntityType, type Entity, type EntityMapping } from './types.js';

export interface FindEntitiesOptions {
  /** Built-in types to look for; all by default. An empty list reports mapped entities only. */
  types?: readonly BuiltinEntityType[];
  /** User mappings as written, or compiled once with {@link compileEntityMappings} (cheaper when reused). */
  mappings?: readonly EntityMapping[] | CompiledEntityMappings;
  /** Report only card numbers with a major scheme's prefix (Visa, Mastercard, Amex, Troy, …). Default false. */
  requireKnownCardIssuer?: boolean;
}

type Detector = (text: string, emit: Emit, options: FindEntitiesOptions) => void;

/** Each detector with the types it reports; all of them need a digit, except e-mail, which needs an "@". */
const DETECTORS: readonly (readonly [readonly BuiltinEntityType[], Detector])[] = [
  [['EMAIL'], findEmails],
  [['PHONE'], findPhones],
  [['IBAN'], findIbans],
  [['TCKN'], findTckns],
  [['CARD'], (text, emit, options) => findCards(text, emit, options.requireKnownCardIssuer ?? false)],
  [['DATE'], findDates],
  [['AMOUNT'], findAmounts],
  [['ORDER_NUMBER', 'TICKET_NUMBER'], findReferences],
];

/**
 * Which built-in match wins when two of the same length overlap, most specific first. A keyword-anchored order
 * number beats a card or TCKN of the same digits: the keyword is stronger evidence than a check digit, which a
 * random number passes one time in ten (Luhn) or a hundred (TCKN).
 */
const TYPE_RANK: Readonly<Record<BuiltinEntityType, number>> = {
  EMAIL: 0,
  IBAN: 1,
  ORDER_NUMBER: 2,
  TICKET_NUMBER: 3,
  CARD: 4,
  TCKN: 5,
  PHONE: 6,
  DATE: 7,
  AMOUNT: 8,
};

const ALL_TYPES: ReadonlySet<BuiltinEntityType> = new Set(BUILTIN_ENTITY_TYPES);

/**
 * Named entities in `text`, sorted by start, never overlapping. Offsets are UTF-16 indices into `text` itself,
 * so `text.slice(e.start, e.end) === e.text`. Built-in types are described at {@link BUILTIN_ENTITY_TYPES}.
 *
 * Overlaps are resolved greedily, so the result does not depend on detector order:
 * 1. a built-in match that strictly contains a mapping match wins over the mapping matches it overlaps — a
 *    brand name mapped by the user must not keep the e-mail address around it from being found and masked;
 * 2. otherwise mapping matches win over built-in ones;
 * 3. then the longer match wins (an IBAN over the digits inside it, an e-mail over a phone-like local part);
 * 4. then the more specific type (see TYPE_RANK), or for mappings the one listed first; then the earlier start.
 *
 * Throws only for invalid raw `mappings` (see {@link compileEntityMappings}).
 */
export function findEntities(text: string, options: FindEntitiesOptions = {}): Entity[] {
  const candidates: Candidate[] = [];
  const types = options.types === undefined ? ALL_TYPES : new Set(options.types);
  const hasDigit = /\d/u.test(text);
  for (const [reported, detect] of DETECTORS) {
    if (!reported.some((t) => types.has(t)) || !(reported[0] === 'EMAIL' || hasDigit)) continue;
    detect(
      text,
      (type, start, end, value) => {
        if (types.has(type) && !wordCharBefore(text, start))
          candidates.push({ entity: { type, text: text.slice(start, end), start, end, value }, tier: 2, rank: TYPE_RANK[type] });
      },
      options,
    );
  }
  const mappings = options.mappings;
  if (mappings !== undefined) {
    const compiled = mappings instanceof CompiledEntityMappings ? mappings : compileEntityMappings(mappings);
    for (const { entity, order } of compiled.match(text)) candidates.push({ entity, tier: 1, rank: order });
  }
  return resolve(candidates);
}

interface Candidate {
  entity: Entity;
  /** 0: built-in containing a mapping match, 1: mapping, 2: other built-in. */
  tier: number;
  rank: number;
}

const length = (e: Entity): number => e.end - e.start;

function resolve(candidates: Candidate[]): Entity[] {
  const mapped = candidates.filter((c) => c.tier === 1).map((c) => c.entity);
  if (mapped.length > 0) {
    for (const c of candidates) {
      const e = c.entity;
      if (c.tier === 2 && mapped.some((m) => e.start <= m.start && m.end <= e.end && length(e) > length(m))) c.tier = 0;
    }
  }
  candidates.sort(
    (a, b) => a.tier - b.tier || length(b.entity) - length(a.entity) || a.rank - b.rank || a.entity.start - b.entity.start,
  );
  // Accepted entities, kept sorted by start; as they never overlap, their ends are sorted too.
  const accepted: Entity[] = [];
  for (const { entity } of candidates) {
    const i = firstEndingAfter(accepted, entity.start);
    const next = accepted[i];
    if (next === undefined || next.start >= entity.end) accepted.splice(i, 0, entity);
  }
  return accepted;
}

/** Index of the first entity whose end is after `offset` (binary search over sorted ends). */
function firstEndingAfter(sorted: readonly Entity[], offset: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid]?.end ?? 0) > offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
