import { describe, expect, it } from 'vitest';
import { findEntities } from './find.js';
import { found } from './generators.test-data.js';
import { compileEntityMappings } from './mappings.js';
import type { EntityMapping } from './types.js';

const literal = (name: string, source: string, target?: string): EntityMapping => ({ name, source, target, regex: false });
const regex = (name: string, source: string, target?: string): EntityMapping => ({ name, source, target, regex: true });

describe('literal mappings', () => {
  it('match case-insensitively with Turkish i rules and report the target as value', () => {
    const mappings = [
      literal('CITY', 'İstanbul'),
      literal('COLOUR', 'kırmızı', 'red'),
      literal('AIRLINE', 'THY', 'Turkish Airlines'),
    ];
    expect(found("ISTANBUL'dan İSTANBUL'a, istanbul. KIRMIZI ve Kırmızı; thy uçuşu", { mappings })).toEqual([
      ['CITY', 'ISTANBUL', 'ISTANBUL'],
      ['CITY', 'İSTANBUL', 'İSTANBUL'],
      ['CITY', 'istanbul', 'istanbul'],
      ['COLOUR', 'KIRMIZI', 'red'],
      ['COLOUR', 'Kırmızı', 'red'],
      ['AIRLINE', 'thy', 'Turkish Airlines'],
    ]);
  });

  it('match whole words only, with any white space between words', () => {
    const mappings = [literal('AIRLINE', 'THY'), literal('OPERATOR', 'Türk Telekom')];
    expect(found('THYROID, aTHY, ğTHY, THY_1 yok; türk   telekom ve Türk\nTelekom var', { mappings })).toEqual([
      ['OPERATOR', 'türk   telekom', 'türk   telekom'],
      ['OPERATOR', 'Türk\nTelekom', 'Türk\nTelekom'],
    ]);
  });

  it('prefer the longest phrase where literals overlap, and the first mapping for the same phrase', () => {
    const mappings = [literal('WORD', 'Türk'), literal('OPERATOR', 'Türk Telekom'), literal('OTHER', 'TÜRK TELEKOM')];
    expect(found('Türk Telekom ve Türk Hava Yolları', { mappings })).toEqual([
      ['OPERATOR', 'Türk Telekom', 'Türk Telekom'],
      ['WORD', 'Türk', 'Türk'],
    ]);
  });

  it('match phrases that end in punctuation ("C++") without a word boundary there', () => {
    expect(found('C++ ve c++11 bilen', { mappings: [literal('SKILL', 'C++')] })).toEqual([
      ['SKILL', 'C++', 'C++'],
      ['SKILL', 'c++', 'c++'],
    ]);
  });

  it('treat an empty target as none', () => {
    expect(found('THY', { mappings: [literal('AIRLINE', 'THY', '')] })).toEqual([['AIRLINE', 'THY', 'THY']]);
  });
});

describe('regex mappings', () => {
  it('match case-insensitively and with ı/i merged, reporting every match', () => {
    const mappings = [regex('FLIGHT', String.raw`\bTK\d{3,4}\b`), regex('COLOUR', 'kırmızı|mavi', 'colour')];
    expect(found('tk1234 ve TK77 değil, TK0001; KIRMIZI, Mavi', { mappings })).toEqual([
      ['FLIGHT', 'tk1234', 'tk1234'],
      ['FLIGHT', 'TK0001', 'TK0001'],
      ['COLOUR', 'KIRMIZI', 'colour'],
      ['COLOUR', 'Mavi', 'colour'],
    ]);
  });

  it('skip zero-length matches instead of looping or reporting empty entities', () => {
    expect(found('aaa b aa', { mappings: [regex('A', 'a*')] })).toEqual([
      ['A', 'aaa', 'aaa'],
      ['A', 'aa', 'aa'],
    ]);
    expect(found('abc', { mappings: [regex('NOTHING', '(?:)'), regex('START', '^'), regex('EDGE', String.raw`\b`)] })).toEqual(
      [],
    );
  });

  it('throw a clear error for a regex that does not compile', () => {
    expect(() => compileEntityMappings([regex('BAD', '(unclosed')])).toThrow(/^invalid entity mapping regex "\(unclosed": /u);
    expect(() => findEntities('x', { mappings: [regex('BAD', '[z-a]')] })).toThrow('invalid entity mapping regex "[z-a]"');
  });

  it('reject empty names and sources', () => {
    expect(() => compileEntityMappings([literal(' ', 'x')])).toThrow('invalid entity mapping: empty name');
    expect(() => compileEntityMappings([literal('X', '  ')])).toThrow('invalid entity mapping "X": empty source');
    expect(() => compileEntityMappings([regex('X', '')])).toThrow('invalid entity mapping "X": empty source');
  });
});

describe('mappings and built-in entities', () => {
  it('win over a built-in match they overlap', () => {
    const mappings = [regex('CUSTOMER_ID', String.raw`\b1\d{10}\b`), literal('HOTLINE', '444 0 333')];
    expect(found('müşteri 10000000146, hat 444 0 333', { mappings })).toEqual([
      ['CUSTOMER_ID', '10000000146', '10000000146'],
      ['HOTLINE', '444 0 333', '444 0 333'],
    ]);
  });

  it('lose to a built-in match that strictly contains them, so an address stays whole', () => {
    const mappings = [literal('BANK', 'Garanti')];
    expect(found("Garanti'ye yazdım: musteri@garanti.com.tr", { mappings })).toEqual([
      ['BANK', 'Garanti', 'Garanti'],
      ['EMAIL', 'musteri@garanti.com.tr', 'musteri@garanti.com.tr'],
    ]);
  });

  it('break ties between mappings by their order', () => {
    const mappings = [regex('FIRST', String.raw`\d+`), regex('SECOND', String.raw`\d+`)];
    expect(found('kod 42', { mappings })).toEqual([['FIRST', '42', '42']]);
  });

  it('can be compiled once and reused; later changes to the input do not leak in', () => {
    const input = [literal('AIRLINE', 'THY', 'Turkish Airlines')];
    const compiled = compileEntityMappings(input);
    input[0] = literal('AIRLINE', 'Pegasus');
    expect(found('THY ve Pegasus', { mappings: compiled })).toEqual([['AIRLINE', 'THY', 'Turkish Airlines']]);
    expect(found('THY ve Pegasus', { mappings: compiled, types: [] })).toEqual(found('THY ve Pegasus', { mappings: compiled }));
  });
});
