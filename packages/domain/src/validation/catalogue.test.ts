import { describe, expect, it } from 'vitest';
import { defaultMessages, messageCodes, messagesFor } from '../messages.js';
import { turkishMessages } from '../messages-tr.js';
import { validationCatalogue } from './catalogue.js';

const catalogueCodes = new Set<string>(Object.values(validationCatalogue).flatMap((rules) => Object.values(rules)));

describe('the validation catalogue', () => {
  it('covers every validated area', () => {
    expect(Object.keys(validationCatalogue)).toEqual([
      'login',
      'analysis',
      'model',
      'columnMatching',
      'search',
      'customerJourney',
      'markingTarget',
      'rules',
      'notifications',
      'feedbackSchedule',
      'speech',
      'entityMapping',
      'rootCauseAnalysis',
      'assistant',
      'callScoring',
      'correlationReport',
      'other',
    ]);
  });

  it('names only known message codes', () => {
    for (const code of catalogueCodes) expect(messageCodes).toContain(code);
  });

  it('lists every validation code this package defines', () => {
    const start = messageCodes.indexOf('SEARCH_TOO_SHORT');
    expect(start).toBeGreaterThan(0);
    for (const code of messageCodes.slice(start)) expect(catalogueCodes.has(code), code).toBe(true);
  });

  it('gives each specific rule its own code (only FIELD_REQUIRED is shared)', () => {
    // The duplicate-keyword rule is stated twice in the requirements: under model creation and under "Other".
    const statedTwice = new Set(['FIELD_REQUIRED', 'KEYWORD_EXISTS']);
    const seen = new Map<string, string>();
    for (const [area, rules] of Object.entries(validationCatalogue)) {
      for (const [rule, code] of Object.entries(rules)) {
        if (statedTwice.has(code)) continue;
        expect(seen.get(code), `${area}.${rule} reuses ${code}`).toBeUndefined();
        seen.set(code, `${area}.${rule}`);
      }
    }
  });
});

describe('messages', () => {
  it('has English and Turkish text for every code, and no code twice', () => {
    expect(new Set(messageCodes).size).toBe(messageCodes.length);
    for (const code of messageCodes) {
      expect(defaultMessages[code].trim().length, code).toBeGreaterThan(0);
      expect(turkishMessages[code].trim().length, code).toBeGreaterThan(0);
    }
    expect(Object.keys(defaultMessages).sort()).toEqual([...messageCodes].sort());
    expect(Object.keys(turkishMessages).sort()).toEqual([...messageCodes].sort());
  });

  it('really translates: no Turkish text is the English one', () => {
    const same = messageCodes.filter((code) => turkishMessages[code] === defaultMessages[code]);
    expect(same).toEqual([]);
  });

  it('keeps the exact spec wording where the spec quotes one', () => {
    expect(defaultMessages.AUTH_WRONG_CREDENTIALS).toBe('Wrong username or password');
    expect(defaultMessages.PERMISSION_DENIED).toBe('Permission denied!');
    expect(defaultMessages.NO_WORKSPACE_FOUND).toBe('No workspace is found!');
    expect(defaultMessages.INTERNAL_ERROR).toBe('Something went wrong');
    expect(defaultMessages.REPORT_NAME_TAKEN).toBe('Same-named report already started.');
    expect(defaultMessages.FIELD_REQUIRED).toContain('field is required');
  });

  it('states the limits in the text', () => {
    expect(defaultMessages.ANALYSIS_MODEL_LIMIT).toContain('5');
    expect(turkishMessages.ANALYSIS_MODEL_LIMIT).toContain('5');
    expect(defaultMessages.SEARCH_TOO_SHORT).toContain('3');
    expect(turkishMessages.CORRELATION_TOO_MANY_COMBINATIONS).toContain("900'ü");
    expect(turkishMessages.SCORING_TOTAL_NOT_100).toContain('100');
    expect(defaultMessages.FIELD_SELECTION_LIMIT).toContain('8');
    expect(turkishMessages.ACTION_TEXT_TOO_SHORT).toContain('10');
  });

  it('picks Turkish for tr and its variants, English otherwise', () => {
    expect(messagesFor('tr')).toBe(turkishMessages);
    expect(messagesFor('TR-tr')).toBe(turkishMessages);
    expect(messagesFor('tr_TR')).toBe(turkishMessages);
    expect(messagesFor('en')).toBe(defaultMessages);
    expect(messagesFor('de')).toBe(defaultMessages);
    expect(messagesFor('')).toBe(defaultMessages);
    expect(messagesFor(null)).toBe(defaultMessages);
    expect(messagesFor(undefined)).toBe(defaultMessages);
    expect(messagesFor('tra')).toBe(defaultMessages);
  });
});
