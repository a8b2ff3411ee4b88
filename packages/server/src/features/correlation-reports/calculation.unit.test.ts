import { describe, expect, it } from 'vitest';
import { AppError, errors } from '../../platform/errors.js';
import { topLevelOf, withRange } from './axes.js';
import { failureCode } from './calculation.js';
import { previousMonth } from './repeat.js';

describe('why a preparation failed', () => {
  it('a statement timeout or out-of-memory is CALCULATION_TOO_LARGE', () => {
    for (const code of ['57014', '53200', '53100', '54000'])
      expect(failureCode(Object.assign(new Error('x'), { code }))).toBe('CALCULATION_TOO_LARGE');
  });
  it('a 400 keeps its code (the definition no longer reads); anything else is REPORT_NOT_CREATED', () => {
    expect(failureCode(errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'xAxis.modelCode'))).toBe('ANALYSIS_MODEL_NOT_FOUND');
    expect(failureCode(new AppError(500, 'InternalServerException', 'INTERNAL_ERROR'))).toBe('REPORT_NOT_CREATED');
    expect(failureCode(new Error('boom'))).toBe('REPORT_NOT_CREATED');
    expect(failureCode(Object.assign(new Error('x'), { code: '23505' }))).toBe('REPORT_NOT_CREATED');
  });
});

describe('top-level categories', () => {
  it('maps every category to its top-level one, from the subtrees', () => {
    const within = new Map([
      ['d', ['d', 'late', 'damaged', 'lost']],
      ['late', ['late']],
      ['damaged', ['damaged', 'lost']],
      ['lost', ['lost']],
      ['app', ['app']],
    ]);
    expect(Object.fromEntries(topLevelOf(within))).toEqual({ d: 'd', late: 'd', damaged: 'd', lost: 'd', app: 'app' });
  });
});

describe('the month just ended', () => {
  it('in the reporting zone: 1 March 01:00 in Istanbul is still February there', () => {
    expect(previousMonth(new Date('2026-02-28T22:30:00Z'), 'Europe/Istanbul')).toMatchObject({
      key: '2026-02',
      sd: '2026-02-01',
      ed: '2026-02-28',
      start: new Date('2026-01-31T21:00:00Z'),
    });
    expect(previousMonth(new Date('2026-01-01T00:05:00Z'), 'UTC')).toMatchObject({ key: '2025-12', ed: '2025-12-31' });
  });
  it('replaces only the dates of a filterQuery', () => {
    expect(withRange('q=late&sd=2025-12-01&ed=2025-12-31&fq=channel__X__IN', '2026-01-01', '2026-01-31')).toBe(
      'q=late&sd=2026-01-01&ed=2026-01-31&fq=channel__X__IN',
    );
  });
});
