import { type FindEntitiesOptions, findEntities } from './find.js';
import { DEFAULT_MASKED_TYPES, type Entity, type EntityType } from './types.js';

/**
 * How a masked entity is written:
 * - `'type'` — its type in brackets: `[EMAIL]`, `[CARD]`, `[AIRLINE]`;
 * - `'partial'` — enough left to recognise it, nothing to identify the person: a card keeps its last 4 digits
 *   (`**** **** **** 1234`), an IBAN its country and last 4 characters, a phone number and a TCKN their last 2
 *   digits, an e-mail address the first letter and the domain (`a***@firma.com`); layout is kept, digits become
 *   `*`. Other types fall back to `'type'`;
 * - a function of the entity.
 */
export type MaskStyle = 'type' | 'partial' | ((entity: Entity) => string);

export interface MaskOptions {
  /** Entities to mask, e.g. from an earlier {@link findEntities} call; found with `find` when absent. */
  entities?: readonly Entity[];
  /** Options for finding the entities when `entities` is absent. */
  find?: FindEntitiesOptions;
  /** Types to replace; default {@link DEFAULT_MASKED_TYPES} (personal data, not dates, amounts or order numbers). */
  types?: readonly EntityType[];
  /** Default `'type'`. */
  style?: MaskStyle;
}

export interface MaskResult {
  text: string;
  /** The entities replaced, sorted, with offsets into the original text. */
  masked: Entity[];
}

/**
 * Replaces personal data with placeholders, for privacy before storage (KVKK/GDPR). The second argument is either
 * the entities to mask or {@link MaskOptions}. Given entities may overlap (the earlier, then longer one is
 * masked); an entity whose `text` is not what `text` holds at its offsets throws, as masking the wrong characters
 * would leave personal data in place.
 */
export function maskEntities(text: string, entitiesOrOptions: readonly Entity[] | MaskOptions = {}): MaskResult {
  const options: MaskOptions = isEntityList(entitiesOrOptions) ? { entities: entitiesOrOptions } : entitiesOrOptions;
  const types = new Set(options.types ?? DEFAULT_MASKED_TYPES);
  const style = options.style ?? 'type';
  const entities = options.entities ?? findEntities(text, options.find);
  const chosen = entities.filter((e) => types.has(e.type)).sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  const masked: Entity[] = [];
  for (const e of chosen) {
    if (text.slice(e.start, e.end) !== e.text || e.start >= e.end) {
      throw new Error(`entity ${e.type} "${e.text}" does not match the text at ${e.start}–${e.end}`);
    }
    if (e.start < cursor) continue;
    out += text.slice(cursor, e.start) + replacement(e, style);
    cursor = e.end;
    masked.push(e);
  }
  return { text: out + text.slice(cursor), masked };
}

function isEntityList(x: readonly Entity[] | MaskOptions): x is readonly Entity[] {
  return Array.isArray(x);
}

function replacement(e: Entity, style: MaskStyle): string {
  if (typeof style === 'function') return style(e);
  if (style === 'partial') {
    switch (e.type) {
      case 'CARD':
        return keepLast(e.text, 4, /\d/u);
      case 'IBAN':
        return e.text.slice(0, 2) + keepLast(e.text.slice(2), 4, /[A-Za-z0-9]/u);
      case 'PHONE':
      case 'TCKN':
        return keepLast(e.text, 2, /\d/u);
      case 'EMAIL': {
        const at = e.text.lastIndexOf('@');
        return `${e.text.charAt(0)}***${e.text.slice(at)}`;
      }
    }
  }
  return `[${e.type}]`;
}

/** Replaces the characters matching `re` with "*", except the last `keep` of them; separators stay. */
function keepLast(s: string, keep: number, re: RegExp): string {
  let left = keep;
  let out = '';
  for (let i = s.length - 1; i >= 0; i--) {
    const ch = s.charAt(i);
    out = (re.test(ch) && left-- <= 0 ? '*' : ch) + out;
  }
  return out;
}
