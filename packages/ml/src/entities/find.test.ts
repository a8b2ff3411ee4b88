import { describe, expect, it } from 'vitest';
import { findEntities } from './find.js';
import { found, groupBy4, makeIban } from './generators.test-data.js';
import { BUILTIN_ENTITY_TYPES } from './types.js';

const MIXED =
  'Merhaba, 12 Mart 2024 tarihli sipariş no: 123456 için 1.250,50 TL ödedim. Kartım 4111 1111 1111 1111, ' +
  'IBAN TR33 0006 1005 1978 6457 8413 26, tel 0532 123 45 67, e-posta ali.veli@firma.com.tr. TC 10000000146. ' +
  'Talep numarası 4567.';

describe('findEntities', () => {
  it('finds every type in a Turkish message, sorted by start, each span pointing at its text', () => {
    expect(found(MIXED)).toEqual([
      ['DATE', '12 Mart 2024', '2024-03-12'],
      ['ORDER_NUMBER', '123456', '123456'],
      ['AMOUNT', '1.250,50 TL', '1250.50 TRY'],
      ['CARD', '4111 1111 1111 1111', '4111111111111111'],
      ['IBAN', 'TR33 0006 1005 1978 6457 8413 26', 'TR330006100519786457841326'],
      ['PHONE', '0532 123 45 67', '+905321234567'],
      ['EMAIL', 'ali.veli@firma.com.tr', 'ali.veli@firma.com.tr'],
      ['TCKN', '10000000146', '10000000146'],
      ['TICKET_NUMBER', '4567', '4567'],
    ]);
  });

  it('returns UTF-16 offsets into the original text, also after astral characters', () => {
    const text = '😀👍🏽 kart: 4111111111111111';
    const [card] = findEntities(text);
    expect(card?.start).toBe(text.indexOf('4111'));
    expect(card?.end).toBe(text.length);
  });

  it('finds nothing in text without digits or "@", and nothing in an empty string', () => {
    expect(findEntities('Kargo çok geç geldi, ürün hasarlı.')).toEqual([]);
    expect(findEntities('')).toEqual([]);
  });

  it('looks only for the requested types', () => {
    expect(found(MIXED, { types: ['EMAIL', 'TCKN'] }).map(([type]) => type)).toEqual(['EMAIL', 'TCKN']);
    expect(found(MIXED, { types: ['TICKET_NUMBER'] }).map(([type]) => type)).toEqual(['TICKET_NUMBER']);
    expect(found(MIXED, { types: [] })).toEqual([]);
  });

  it('never starts an entity right after a letter of any script', () => {
    expect(found('ş10000000146 ve ğ4111111111111111')).toEqual([]);
  });
});

describe('overlap resolution', () => {
  it('reports an e-mail address, not the phone number in its local part', () => {
    expect(found('yaz: 05321234567@firma.com')).toEqual([['EMAIL', '05321234567@firma.com', '05321234567@firma.com']]);
  });

  it('reports an IBAN, not a Luhn-valid card number among its digit groups', () => {
    // A grouped IBAN with 16 digits between two group boundaries that happen to pass Luhn.
    const iban = Array.from({ length: 200 }, (_, i) => groupBy4(makeIban('DE', `3704${String(i).padStart(14, '0')}`))).find(
      (candidate) => findEntities(candidate, { types: ['CARD'] }).length > 0,
    );
    if (iban === undefined) throw new Error('no IBAN with a card-like digit run among 200');
    expect(found(`Hesap: ${iban}.`)).toEqual([['IBAN', iban, iban.replace(/ /gu, '')]]);
  });

  it('lets a keyword-anchored order number win over a card, TCKN or phone with the same digits', () => {
    expect(found('sipariş no: 10000000146')).toEqual([['ORDER_NUMBER', '10000000146', '10000000146']]);
    expect(found('order #4111111111111111')).toEqual([['ORDER_NUMBER', '4111111111111111', '4111111111111111']]);
    expect(found('talep no 5321234567')).toEqual([['TICKET_NUMBER', '5321234567', '5321234567']]);
  });

  it('prefers the longer of two overlapping phone readings', () => {
    expect(found('+1 (555) 123-4567')).toEqual([['PHONE', '+1 (555) 123-4567', '+15551234567']]);
  });

  it('gives non-overlapping, sorted results on dense mixed text', () => {
    const text = `${MIXED} ${MIXED.toUpperCase()} 4111-1111-1111-1111/10000000146 +90 532 123 45 67`;
    const entities = findEntities(text);
    for (let i = 1; i < entities.length; i++) {
      expect(entities[i]?.start).toBeGreaterThanOrEqual(entities[i - 1]?.end ?? 0);
    }
    expect(new Set(entities.map((e) => e.type))).toEqual(new Set(BUILTIN_ENTITY_TYPES));
  });
});

describe('running time', () => {
  it('stays linear on adversarial input (no catastrophic backtracking)', () => {
    for (const unit of ['1', '1 ', '12 ', '1-', 'a', 'ab12 ', '+1', 'x.', '1.', '@a.', 'sipariş no ', '12 Mart ', '₺1,']) {
      const text = unit.repeat(Math.ceil(20_000 / unit.length));
      const started = performance.now();
      findEntities(text);
      // Generous: typical runs take a few milliseconds; a super-linear regex takes seconds here.
      expect(performance.now() - started, JSON.stringify(unit)).toBeLessThan(1000);
    }
  });
});
