/**
 * Order and ticket numbers. They have no shape of their own, so they are only recognised after a keyword:
 *
 * | type            | Turkish keywords (+ suffix: "siparişimin", "talebiniz")      | English keywords                      |
 * |-----------------|---------------------------------------------------------------|---------------------------------------|
 * | `ORDER_NUMBER`  | sipariş                                                       | order                                 |
 * | `TICKET_NUMBER` | talep / taleb-, şikayet, başvuru, kayıt / kayd-               | ticket, case, request, incident       |
 *
 * Optionally followed by a marker — no, nr, numara(sı/m/nız), kod(u), id; number, num, code, ref(erence) — then
 * "is"/"was", ":" or "=", "#", and the identifier: letters and digits, joined by "-", "_" or "/", with a digit.
 * With a marker, ":" or "#" the identifier needs 3 characters ("order #A12"); after a bare keyword it needs 5
 * digits, so "sipariş 2024 yılında" or "order 3 items" are not order numbers.
 */

import { type Emit, WORD_END, WORD_START, alternation, wordCharBefore } from './patterns.js';

const TR_ORDER = ['sipariş'];
const EN_ORDER = ['order'];
const TR_TICKET = ['talep', 'taleb', 'şikayet', 'şikâyet', 'başvuru', 'kayıt', 'kayd'];
const EN_TICKET = ['ticket', 'case', 'request', 'incident'];
const MARKERS = 'no nr numara numarası numaram numaramız numaranız kod kodu kodum kodunuz id number num code ref reference'.split(
  ' ',
);

const keywords = (tr: readonly string[], en: readonly string[]): string =>
  String.raw`(?:${alternation(tr)})\p{L}{0,6}|${alternation(en)}`;

const REFERENCE_RE = new RegExp(
  String.raw`${WORD_START}(?:(${keywords(TR_ORDER, EN_ORDER)})|(${keywords(TR_TICKET, EN_TICKET)}))${WORD_END}` +
    String.raw`(?:\s+(${alternation(MARKERS)})${WORD_END}\.?)?(?:\s+(?:${alternation(['is', 'was'])}))?\s{0,3}([:=]\s{0,3})?(#\s?)?` +
    String.raw`([A-Za-z0-9]+(?:[-_/][A-Za-z0-9]+)*)(?![\p{L}\p{M}\p{N}_]|[.,]\d)`,
  'gu',
);

const DIGITS_RE = /\d/gu;

export function findReferences(text: string, emit: Emit): void {
  for (const m of text.matchAll(REFERENCE_RE)) {
    if (wordCharBefore(text, m.index)) continue;
    const [raw, order, , marker, punct, hash, id = ''] = m;
    const digits = id.match(DIGITS_RE)?.length ?? 0;
    const anchored = marker !== undefined || punct !== undefined || hash !== undefined;
    if (anchored ? digits === 0 || id.replace(/[-_/]/gu, '').length < 3 : digits < 5) continue;
    const end = m.index + raw.length;
    emit(order !== undefined ? 'ORDER_NUMBER' : 'TICKET_NUMBER', end - id.length, end, id.toUpperCase());
  }
}
