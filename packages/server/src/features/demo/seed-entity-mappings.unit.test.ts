import { entityMappingSaveBody } from '@sentio/domain';
import { compileEntityMappings, findEntities } from '@sentio/ml';
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY_MAPPINGS } from './seed-entity-mappings.js';

describe('the demo entity mappings', () => {
  it('pass the rules a user’s mapping passes and find their entities in demo-like Turkish and English text', () => {
    for (const m of DEMO_ENTITY_MAPPINGS) expect(entityMappingSaveBody.safeParse(m).success).toBe(true);
    const compiled = compileEntityMappings(DEMO_ENTITY_MAPPINGS.map((m) => ({ ...m, source: m.sourceText, target: m.targetText })));
    const found = (text: string) => findEntities(text, { types: [], mappings: compiled }).map((e) => [e.type, e.value]);
    expect(found('Kuryeye ulaşamadım, kupon kodu da çalışmadı.')).toEqual([
      ['COURIER', 'Courier'],
      ['PROMOTION_CODE', 'Promotion code'],
    ]);
    expect(found('The courier from Sepet24 was late and the promo code failed')).toEqual([
      ['COURIER', 'Courier'],
      ['BRAND', 'Sepet24'],
      ['PROMOTION_CODE', 'Promotion code'],
    ]);
  });
});
