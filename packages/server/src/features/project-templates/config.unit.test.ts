import { describe, expect, it } from 'vitest';
import { projectCodeFromName } from '@sentio/domain';
import { remapIds, uniqueCode } from './config.js';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';

describe('remapIds', () => {
  it('rewrites equal strings, object keys and ids inside longer strings, anywhere in the value', () => {
    const map = new Map([[a, b]]);
    const value = { modelId: a, nested: [{ ids: [a, 'other'] }], [a]: 3, query: `?cq=topics__${a}__IN`, n: 1, none: null };
    expect(remapIds(value, map)).toEqual({
      modelId: b,
      nested: [{ ids: [b, 'other'] }],
      [b]: 3,
      query: `?cq=topics__${b}__IN`,
      n: 1,
      none: null,
    });
  });

  it('leaves strings that are not known ids alone', () => {
    expect(remapIds({ name: 'topics', id: b }, new Map([[a, b]]))).toEqual({ name: 'topics', id: b });
  });
});

describe('codes', () => {
  it('slugs a name with Turkish letters folded', () => {
    expect(projectCodeFromName('Müşteri Şikâyetleri İçin Analiz')).toBe('musteri-sikayetleri-icin-analiz');
    expect(projectCodeFromName('!!')).toBe('analysis');
  });

  it('suffixes a taken code', () => {
    expect(uniqueCode('voice', new Set(['voice', 'voice-2']))).toBe('voice-3');
    expect(uniqueCode('voice', new Set())).toBe('voice');
  });
});
