import { describe, expect, it } from 'vitest';
import {
  decodeCategoryQuery,
  decodeCategoryToken,
  decodeFieldQuery,
  encodeCategoryQuery,
  encodeCategoryToken,
  encodeFieldQuery,
} from './codec.js';
import type { CategoryId, FieldQuery } from './state.js';

const category = (over: Partial<CategoryId> = {}): CategoryId => ({
  _id: 'c1',
  code: null,
  name: '',
  sentiment: null,
  virtual: false,
  dynamic: false,
  ...over,
});

describe('field filters (fq)', () => {
  it('join fieldName, values and operand with two underscores and values with two dashes', () => {
    const query: FieldQuery = { fieldName: 'city', operand: 'IN', values: [{ key: 'Ankara' }, { key: 'İzmir' }] };
    expect(encodeFieldQuery(query)).toBe('city__Ankara--İzmir__IN');
    expect(decodeFieldQuery('city__Ankara--İzmir__IN')).toEqual(query);
  });

  it('write numeric bounds with GTE_/GT_ (minValue) and LTE_/LT_ (maxValue)', () => {
    const query: FieldQuery = {
      fieldName: 'score',
      operand: 'RANGE',
      values: [
        { key: 'GTE', minValue: 5 },
        { key: 'LT', maxValue: 9.5 },
        { key: 'GT', minValue: -3 },
        { key: 'LTE', maxValue: 1e21 },
      ],
    };
    expect(encodeFieldQuery(query)).toBe('score__GTE_5--LT_9.5--GT_-3--LTE_1e+21__RANGE');
    expect(decodeFieldQuery(encodeFieldQuery(query))).toEqual(query);
  });

  it('keep ordinary names as the spec writes them', () => {
    expect(encodeFieldQuery({ fieldName: 'customer_id', operand: 'NOT_IN', values: [{ key: 'A-1' }] })).toBe(
      'customer_id__A-1__NOT_IN',
    );
  });

  it('escape -- and __ inside values, names and operands', () => {
    const query: FieldQuery = {
      fieldName: 'snake__case',
      operand: 'x--y',
      values: [{ key: 'a--b' }, { key: 'c__d' }, { key: '-edge-' }, { key: '_' }],
    };
    const raw = encodeFieldQuery(query);
    expect(raw).toBe('snake*_*_case__a*-*-b--c*_*_d--*-edge*---*___x*-*-y');
    expect(decodeFieldQuery(raw)).toEqual(query);
  });

  it('escape the escape character and text that looks like a bound', () => {
    const query: FieldQuery = {
      fieldName: 'f*',
      operand: 'EQ',
      values: [{ key: 'GTE_5' }, { key: 'LT_x' }, { key: '**' }, { key: 'GTE' }],
    };
    const raw = encodeFieldQuery(query);
    expect(raw).toBe('f**__GTE*_5--LT*_x--****--GTE__EQ');
    expect(decodeFieldQuery(raw)).toEqual(query);
  });

  it('keep an empty value and empty names', () => {
    const query: FieldQuery = { fieldName: '', operand: '', values: [{ key: '' }] };
    expect(encodeFieldQuery(query)).toBe('____');
    expect(decodeFieldQuery('____')).toEqual(query);
  });

  it('read foreign text leniently', () => {
    expect(decodeFieldQuery('f__gte_5--GTE_--GTE_1.2.3__op*')).toEqual({
      fieldName: 'f',
      operand: 'op*',
      values: [{ key: 'gte_5' }, { key: 'GTE_' }, { key: 'GTE_1.2.3' }],
    });
    expect(decodeFieldQuery('f__GTE_-0__op')?.values).toEqual([{ key: 'GTE', minValue: 0 }]);
    expect(Object.is((decodeFieldQuery('f__GTE_-0__op')?.values[0] as { minValue: number }).minValue, 0)).toBe(true);
  });

  it.each([['nounderscores'], ['only__two'], ['a__b__c__d']])('refuse %j: not three parts', (raw) => {
    expect(decodeFieldQuery(raw)).toBeNull();
  });
});

describe('category ids', () => {
  it.each([
    [category(), 'c1'],
    [category({ sentiment: 'POSITIVE' }), 'c1.POSITIVE'],
    [category({ virtual: true }), 'c1_1'],
    [category({ dynamic: true, code: 'city' }), 'DYN_city~c1'],
    [category({ dynamic: true, code: 'city', sentiment: 'NEGATIVE', virtual: true }), 'DYN_city~c1.NEGATIVE_1'],
    [category({ _id: '65f0c2a1e4b0a1b2c3d4e5f6', sentiment: 'NEUTRAL' }), '65f0c2a1e4b0a1b2c3d4e5f6.NEUTRAL'],
  ])('%j is written %s', (id, token) => {
    expect(encodeCategoryToken(id)).toBe(token);
    expect(decodeCategoryToken(token)).toEqual(id);
  });

  it('escape ids that would read as a prefix, suffix, sentiment or code', () => {
    const tricky = [
      category({ _id: 'x_1' }),
      category({ _id: 'x_1', virtual: true }),
      category({ _id: 'x_1', sentiment: 'S' }),
      category({ _id: 'id', sentiment: 'VERY_1' }),
      category({ _id: 'DYN_a~b' }),
      category({ _id: 'a.b', sentiment: 'c.d' }),
      category({ _id: 'DYN_x', dynamic: true, code: 'c~d.e' }),
      category({ _id: '', sentiment: '' }),
      category({ _id: '_', dynamic: true, code: '' }),
      category({ _id: 'a--b__c', sentiment: '-_-' }),
    ];
    for (const id of tricky) expect(decodeCategoryToken(encodeCategoryToken(id)), JSON.stringify(id)).toEqual(id);
    expect(encodeCategoryToken(category({ _id: 'x_1' }))).toBe('x*_1');
    expect(encodeCategoryToken(category({ _id: 'DYN_a~b' }))).toBe('DYN*_a*~b');
  });

  it('read a DYN_ prefix without a tilde as a plain id', () => {
    expect(decodeCategoryToken('DYN_abc')).toEqual(category({ _id: 'DYN_abc' }));
  });

  it('round-trip whole category filters and look names up by token', () => {
    const ids = [
      category({ _id: 'a', name: 'Fiyat' }),
      category({ _id: 'b', sentiment: 'NEGATIVE', virtual: true, name: 'İade süreci' }),
    ];
    const raw = encodeCategoryQuery({ fieldName: 'model_1', operand: 'OR', ids });
    expect(raw).toBe('model_1__a--b.NEGATIVE_1__OR');
    const names: Record<string, string> = { a: 'Fiyat', 'b.NEGATIVE_1': 'İade süreci' };
    expect(decodeCategoryQuery(raw, (token) => names[token] ?? '?')).toEqual({ fieldName: 'model_1', operand: 'OR', ids });
    expect(decodeCategoryQuery('bad', () => '')).toBeNull();
  });
});
