/** Identifiers with check digits: IBAN, Turkish identity number (TCKN), payment card. */

import { hasKnownCardIssuer, ibanLength, isLuhnValid, isValidIban, isValidTckn } from './checksums.js';
import { type Emit, NUM_END, NUM_START } from './patterns.js';

/**
 * An IBAN written compact ("TR33000610…") or in the print format of groups of 4 ("TR33 0006 1005 …"). The
 * candidate may run on into a following group-shaped word; it is cut to the country's length below.
 */
const IBAN_RE =
  /(?<![A-Za-z0-9_])[A-Za-z]{2}\d{2}(?:[A-Za-z0-9]{11,30}|(?: [A-Za-z0-9]{4}){2,7}(?: [A-Za-z0-9]{1,4})?)(?![\p{L}\p{M}\p{N}_])/gu;

export function findIbans(text: string, emit: Emit): void {
  for (const m of text.matchAll(IBAN_RE)) {
    const raw = m[0];
    const length = ibanLength(raw.slice(0, 2).toUpperCase());
    if (length === undefined) continue;
    const end = endOfNthAlnum(raw, length);
    // Cutting is only allowed between groups, never inside one.
    if (end < 0 || (end < raw.length && raw[end] !== ' ')) continue;
    const iban = raw.slice(0, end).replace(/ /gu, '').toUpperCase();
    if (isValidIban(iban)) emit('IBAN', m.index, m.index + end, iban);
  }
}

/** The offset just after the n-th non-space character of s, or -1 if s has fewer. */
function endOfNthAlnum(s: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== ' ' && ++seen === n) return i + 1;
  }
  return -1;
}

const TCKN_RE = new RegExp(String.raw`${NUM_START}[1-9]\d{10}${NUM_END}`, 'gu');

export function findTckns(text: string, emit: Emit): void {
  for (const m of text.matchAll(TCKN_RE)) {
    if (isValidTckn(m[0])) emit('TCKN', m.index, m.index + m[0].length, m[0]);
  }
}

/** A run of 13–19 digits, single spaces or dashes allowed between them; it ends where the digits do. */
const CARD_RE = new RegExp(String.raw`${NUM_START}\d(?:[ -]?\d){12,18}${NUM_END}`, 'gu');

/**
 * Card numbers. A run of digits may hold more than the card ("4111 1111 1111 1111 12 TL"), so when the whole run
 * fails the Luhn check, every stretch between separators with 13–19 digits is tried, longest (then leftmost) first.
 */
export function findCards(text: string, emit: Emit, requireKnownIssuer: boolean): void {
  const re = new RegExp(CARD_RE);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const card = bestCardIn(m[0], requireKnownIssuer);
    if (card === null) continue;
    emit('CARD', m.index + card.start, m.index + card.end, card.digits);
    re.lastIndex = m.index + card.end;
  }
}

interface CardSpan {
  start: number;
  end: number;
  digits: string;
}

/** The longest (then leftmost) Luhn-valid stretch of 13–19 digits of a run, cut only at separators. */
function bestCardIn(run: string, requireKnownIssuer: boolean): CardSpan | null {
  const digits = run.replace(/[ -]/gu, '');
  const isCard = (card: string): boolean =>
    !card.startsWith('0') && isLuhnValid(card) && (!requireKnownIssuer || hasKnownCardIssuer(card));
  if (digits.length <= 19 && isCard(digits)) return { start: 0, end: run.length, digits };
  // Cut points: [offset in run, digits before it]. A card starts at 0 or after a separator, ends before one or at the end.
  const starts: [number, number][] = [[0, 0]];
  const ends: [number, number][] = [];
  for (let i = 0, seen = 0; i < run.length; i++) {
    if (run[i] === ' ' || run[i] === '-') {
      ends.push([i, seen]);
      starts.push([i + 1, seen]);
    } else seen++;
  }
  ends.push([run.length, digits.length]);
  let best: CardSpan | null = null;
  for (const [start, from] of starts) {
    for (const [end, to] of ends) {
      if (to - from < 13 || to - from > 19 || (best !== null && end - start <= best.end - best.start)) continue;
      const card = digits.slice(from, to);
      if (isCard(card)) best = { start, end, digits: card };
    }
  }
  return best;
}
