import { describe, expect, it } from 'vitest';
import { projectCodeFromName, projectCodeSchema, reservedProjectCodes } from './project.js';
import { documentExportBody, exportParams, reevaluateBody } from './project-document.js';
import { analysisCreateBody } from '../validation/analysis.js';

describe('projectCodeFromName', () => {
  it('folds Turkish letters and joins words with dashes', () => {
    expect(projectCodeFromName('Müşteri Deneyimi 2026')).toBe('musteri-deneyimi-2026');
    expect(projectCodeFromName('  İade & Şikâyet  ')).toBe('iade-sikayet');
    expect(projectCodeFromName('Işık Çağrı')).toBe('isik-cagri');
  });

  it('always gives a valid code, even from a short or symbol-only name', () => {
    for (const name of ['A', '!!!', 'x', 'Recent', 'ğ'.repeat(80)]) {
      expect(projectCodeSchema.safeParse(projectCodeFromName(name)).success).toBe(true);
    }
  });

  it('steers clear of the words that name fixed calls', () => {
    for (const word of reservedProjectCodes) expect(projectCodeSchema.safeParse(word).success).toBe(false);
    expect(projectCodeFromName('Recent')).toBe('recent-1');
  });
});

describe('analysisCreateBody', () => {
  const base = {
    name: 'Voice of customer',
    icon: 'preset:chart',
    models: [{ code: 'topics', senseType: 'CATEGORY' }],
    channels: ['SURVEY'],
    pipelineStages: ['CLASSIFY'],
  };

  it('fills the defaults of the fields beyond the rules', () => {
    const parsed = analysisCreateBody.parse(base);
    expect(parsed).toMatchObject({ dataType: 'STANDARD', visibility: 'WORKSPACE', color: '#FFD803', attributes: [] });
  });

  it('refuses repeated attribute codes', () => {
    const result = analysisCreateBody.safeParse({
      ...base,
      attributes: [
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'Segment', name: 'Segment again', type: 'TEXT' },
      ],
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('ATTRIBUTE_CODE_DUPLICATE');
  });
});

describe('document calls', () => {
  it('an export needs a known file type and at most 8 fields', () => {
    expect(exportParams.safeParse({ code: 'voc', type: 'PDF' }).error?.issues[0]?.message).toBe('EXPORT_FILE_TYPE_REQUIRED');
    const fields = Array.from({ length: 9 }, (_, i) => `f${i}`);
    const body = documentExportBody.safeParse({ search: {}, fields });
    expect(JSON.stringify(body.error?.issues)).toContain('FIELD_SELECTION_LIMIT');
  });

  it('a re-evaluation without filters takes every document', () => {
    expect(reevaluateBody.parse({})).toMatchObject({ includedStatuses: [], dateFilter: null, channelCode: null });
  });
});
