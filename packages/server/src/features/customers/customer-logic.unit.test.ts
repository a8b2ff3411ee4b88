import { customerSettingsBody } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { attributeText, sentimentScore } from './customer-service.js';
import { changeOf, defaultMapping, mappingFromBody, type KnownAttributes } from './settings-service.js';

const known: KnownAttributes = {
  all: new Set(['customer_id', 'phone', 'name', 'city']),
  byProject: new Map([
    ['p1', new Set(['customer_id', 'phone'])],
    ['p2', new Set(['name'])],
  ]),
  projectIdByCode: new Map([
    ['web', 'p1'],
    ['calls', 'p2'],
  ]),
};
const body = (over: object) => customerSettingsBody.parse({ keyAttribute: 'customer_id', ...over });

describe('customer settings logic', () => {
  it('re-links on key changes, recounts on profile changes, does nothing otherwise', () => {
    const base = defaultMapping();
    expect(changeOf(base, { ...base, shownAttributes: ['city'] })).toBeNull();
    expect(changeOf(base, { ...base, nameAttribute: 'name' })).toBe('REBUILD');
    expect(changeOf(base, { ...base, segmentAttribute: null })).toBe('REBUILD');
    expect(changeOf(base, { ...base, keyAttribute: 'phone' })).toBe('RELINK');
    expect(changeOf(base, { ...base, analysisKeys: { p1: 'phone' } })).toBe('RELINK');
    expect(changeOf({ ...base, analysisKeys: { p1: 'phone' } }, { ...base, analysisKeys: { p1: 'phone' } })).toBeNull();
  });

  it('accepts the values in force even when no analysis has them (the defaults of a new workspace)', () => {
    const { mapping, fields } = mappingFromBody(body({ segmentAttribute: 'segment' }), defaultMapping(), known);
    expect(fields).toEqual([]);
    expect(mapping.segmentAttribute).toBe('segment');
    const changed = mappingFromBody(body({ keyAttribute: 'email' }), defaultMapping(), known);
    expect(changed.fields.map((f) => f.field)).toEqual(['keyAttribute']);
  });

  it('maps analysis keys by analysis id and checks the attribute in that analysis', () => {
    const ok = mappingFromBody(body({ analysisKeys: [{ projectCode: 'web', attribute: 'phone' }] }), defaultMapping(), known);
    expect([ok.fields, ok.mapping.analysisKeys]).toEqual([[], { p1: 'phone' }]);
    const bad = mappingFromBody(body({ analysisKeys: [{ projectCode: 'calls', attribute: 'phone' }] }), defaultMapping(), known);
    expect(bad.fields.map((f) => [f.field, f.messageCode])).toEqual([['analysisKeys.0.attribute', 'CUSTOMER_ATTRIBUTE_UNKNOWN']]);
  });
});

describe('customer figures', () => {
  it('scores sentiment as 100 × (positive − negative) ÷ interactions with a sentiment', () => {
    expect(sentimentScore({ positive: 0, neutral: 0, negative: 0 })).toBeNull();
    expect(sentimentScore({ positive: 1, neutral: 0, negative: 2 })).toBe(-33.3);
    expect(sentimentScore({ positive: 2, neutral: 2, negative: 0 })).toBe(50);
  });

  it('shows attribute values as text', () => {
    expect([attributeText(null), attributeText(''), attributeText(' x '), attributeText(7), attributeText(['a', '', 'b'])]).toEqual([
      null,
      null,
      'x',
      '7',
      'a, b',
    ]);
  });
});
