import { describe, expect, it } from 'vitest';
import { found, foundOf } from './generators.test-data.js';

describe('ORDER_NUMBER and TICKET_NUMBER', () => {
  it('finds identifiers after Turkish keywords, span on the identifier alone', () => {
    expect(found('Sipariş no: 123456, talep numarası 4567, siparişimin kodu ab-991, SİPARİŞ NUMARAM #778899')).toEqual([
      ['ORDER_NUMBER', '123456', '123456'],
      ['TICKET_NUMBER', '4567', '4567'],
      ['ORDER_NUMBER', 'ab-991', 'AB-991'],
      ['ORDER_NUMBER', '778899', '778899'],
    ]);
  });

  it('finds identifiers after English keywords', () => {
    expect(found('order #A-12345, ticket 98765, my order number is 7654321, case no. 55512')).toEqual([
      ['ORDER_NUMBER', 'A-12345', 'A-12345'],
      ['TICKET_NUMBER', '98765', '98765'],
      ['ORDER_NUMBER', '7654321', '7654321'],
      ['TICKET_NUMBER', '55512', '55512'],
    ]);
  });

  it('accepts a keyword with a Turkish suffix and a bare identifier of five digits', () => {
    expect(foundOf('TICKET_NUMBER', 'Destek talebiniz 240117 numarasıyla oluşturuldu')).toEqual([['240117', '240117']]);
    expect(foundOf('TICKET_NUMBER', 'Şikayet kaydım: 88123')).toEqual([['88123', '88123']]);
  });

  it('does not take counts, years or words after a keyword for identifiers', () => {
    expect(found('order 3 items, sipariş 2024 yılında verildi, sipariş tarihi 12.03.2024, talep no: 12, order now')).toEqual([
      ['DATE', '12.03.2024', '2024-03-12'],
    ]);
  });
});
