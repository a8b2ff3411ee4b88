import { describe, expect, it } from 'vitest';
import { scriptControlBody } from '../validation/scoring.js';
import { validationIssues } from '../validation/issues.js';
import { matchScript } from './match.js';
import { normalise, tokenise } from './normalise.js';
import { wordsMatch } from './words.js';

const similarity = (script: string, text: string): number => matchScript(script, [{ text }]).similarity;
/** The words an evidence points at, as written in the turn. */
const spansOf = (script: string, text: string): string[] =>
  (matchScript(script, [{ text }]).evidence?.spans ?? []).map(([start, end]) => text.slice(start, end));

describe('normalisation and tokens', () => {
  it('folds Turkish letters the Turkish way and keeps offsets in the original', () => {
    const text = "İyi günler, Ahmet Bey'e IŞIK!";
    expect(tokenise(text)).toEqual({
      tokens: [
        { text: 'iyi', start: 0, end: 3 },
        { text: 'gunler', start: 4, end: 10 },
        { text: 'ahmet', start: 12, end: 17 },
        // The apostrophe joins the suffix to its word.
        { text: 'beye', start: 18, end: 23, stem: 'bey' },
        { text: 'isik', start: 24, end: 28 },
      ],
      // 3 + 6 + 5 + 4 + 4 letters; the apostrophe, comma and "!" are not letters.
      letters: 22,
    });
    expect(normalise('  ÇĞİÖŞÜ çğıöşü  Café  ')).toBe('cgiosu cgiosu cafe');
    expect(normalise('Sipariş #1234, 2 adet')).toBe('siparis 1234 2 adet');
  });

  it('counts letters, not digits or punctuation', () => {
    expect(tokenise('A1 b2!').letters).toBe(2);
    expect(tokenise('').tokens).toEqual([]);
  });
});

describe('word similarity', () => {
  it('matches suffixes, one slip in five letters, and refuses short near-misses', () => {
    expect(wordsMatch('yardimci', 'yardimciyim')).toBe(true);
    expect(wordsMatch('kitap', 'kitabi')).toBe(true);
    expect(wordsMatch('bekletebilir', 'bekletebilr')).toBe(true);
    expect(wordsMatch('thank', 'thanks')).toBe(true);
    expect(wordsMatch('size', 'sizi')).toBe(false);
    expect(wordsMatch('gun', 'gul')).toBe(false);
    expect(wordsMatch('merhaba', 'mercedes')).toBe(false);
  });
});

describe('fuzzy script matching', () => {
  it('survives missing diacritics and capitals in Turkish', () => {
    expect(similarity('İyi günler dilerim', 'iyi gunler dilerim')).toBe(100);
    expect(similarity('iyi gunler dilerim', 'İYİ GÜNLER DİLERİM')).toBe(100);
  });

  it('survives suffixes', () => {
    expect(similarity('Size nasıl yardımcı olabilirim', 'Size nasıl yardımcı olabiliriz?')).toBe(100);
  });

  it('counts a missing word as one word of the line', () => {
    // 6 of 7 words.
    expect(similarity('Başka yardımcı olabileceğim bir konu var mı', 'Başka yardımcı olabileceğim konu var mı?')).toBeCloseTo(
      (100 * 6) / 7,
    );
  });

  it('needs the words in order', () => {
    // Only one word of three can be aligned in order.
    expect(similarity('iyi günler dilerim', 'dilerim günler iyi')).toBeCloseTo(100 / 3);
  });

  it('does not add up words scattered over a long turn', () => {
    // The window is 2 × 3 + 3 = 9 words: "iyi" is 21 words before "günler dilerim".
    const filler = Array.from({ length: 20 }, () => 'kargo').join(' ');
    expect(similarity('iyi günler dilerim', `iyi ${filler} günler dilerim`)).toBeCloseTo(200 / 3);
  });

  it('matches English with a word missing and a suffix', () => {
    // thank ~ thanks; "you" missing: 7 of 8.
    expect(similarity('Thank you for calling, have a nice day', 'thanks for calling have a nice day')).toBe(87.5);
    expect(similarity('This call is recorded', 'The weather is nice')).toBe(25);
  });

  it('takes the best line and points the evidence at the matched words as written', () => {
    const text = 'Tamam, iyi GÜNLER dilerim efendim';
    const match = matchScript('Good bye\nİyi günler dilerim', [{ text: 'Merhaba' }, { text }]);
    expect(match.similarity).toBe(100);
    expect(match.evidence?.turn).toBe(1);
    expect(match.evidence?.note).toBe('İyi günler dilerim');
    expect(spansOf('İyi günler dilerim', text)).toEqual(['iyi', 'GÜNLER', 'dilerim']);
    expect(spansOf('Ahmet Bey', "Teşekkürler Ahmet Bey'e ilettim")).toEqual(['Ahmet', "Bey'e"]);
  });

  it('searches only the given turns and gives no evidence without a match', () => {
    const turns = [{ text: 'iyi günler' }, { text: 'merhaba' }];
    expect(matchScript('iyi günler', turns, { turns: [1] })).toEqual({ similarity: 0, evidence: null });
    expect(matchScript('', turns).similarity).toBe(0);
  });
});

describe('match threshold', () => {
  const script = {
    opening: 'a',
    greeting: 'b',
    closing: 'c',
    holdPermission: 'd',
    security: 'e',
    holdPermissionDuration: 60,
    customerEndedScript: 'f',
    agentEndedScript: 'g',
  };
  it('defaults to 70 and stays within 0–100', () => {
    expect(scriptControlBody.parse(script).matchThreshold).toBe(70);
    expect(validationIssues(scriptControlBody, { ...script, matchThreshold: 101 }).map((i) => i.code)).toEqual(['FIELD_TOO_BIG']);
    expect(validationIssues(scriptControlBody, { ...script, matchThreshold: -1 }).map((i) => i.code)).toEqual([
      'FIELD_TOO_SMALL',
    ]);
    expect(validationIssues(scriptControlBody, { ...script, matchThreshold: 0 })).toEqual([]);
  });
});
