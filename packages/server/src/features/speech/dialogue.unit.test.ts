import { describe, expect, it } from 'vitest';
import { mergeChannels, normaliser } from './dialogue.js';

describe('mergeChannels', () => {
  it('orders both channels by start and joins one speaker’s segments closer than 2 s', () => {
    const turns = mergeChannels(
      [
        { start: 3, end: 4.004, text: ' Siparişim  gelmedi. ' },
        { start: 12, end: 13, text: 'Teşekkürler.' },
      ],
      [
        { start: 0.5, end: 1.5, text: 'Merhaba,' },
        { start: 2, end: 2.8, text: 'hoş geldiniz.' },
        { start: 4.5, end: 6, text: 'Bakıyorum.' },
        { start: 9, end: 10, text: 'Kargoda görünüyor.' },
        { start: 10.5, end: 10.5, text: '   ' },
      ],
    );
    expect(turns).toEqual([
      { speaker: 'agent', text: 'Merhaba, hoş geldiniz.', start: 0.5, end: 2.8 },
      { speaker: 'customer', text: 'Siparişim gelmedi.', start: 3, end: 4 },
      // 3 s of silence between them: two turns, so the pause is measured.
      { speaker: 'agent', text: 'Bakıyorum.', start: 4.5, end: 6 },
      { speaker: 'agent', text: 'Kargoda görünüyor.', start: 9, end: 10 },
      { speaker: 'customer', text: 'Teşekkürler.', start: 12, end: 13 },
    ]);
  });

  it('never lets a turn end before it starts', () => {
    expect(mergeChannels([{ start: 5, end: 4, text: 'Evet.' }], [])).toEqual([
      { speaker: 'customer', text: 'Evet.', start: 5, end: 5 },
    ]);
  });
});

describe('normaliser', () => {
  it('replaces whole words in any case, Turkish-aware, in one pass, longest text first', () => {
    const normalise = normaliser([
      { text: 'sepet yirmi dört', target: 'Sepet24' },
      { text: 'sepet', target: 'basket' },
      { text: 'İADE', target: 'iade' },
      { text: 'basket', target: 'NEVER' },
      { text: 'eee', target: '' },
    ]);
    expect(normalise('SEPET  YİRMİ DÖRT ile sepet; ıade ve Iade, iadeler!')).toBe('Sepet24 ile basket; iade ve iade, iadeler!');
    expect(normalise('eee tamam eee')).toBe('tamam');
    expect(normalise('sepetim')).toBe('sepetim');
  });

  it('leaves text alone without rules, and escapes what a regular expression would read', () => {
    expect(normaliser([])('a.b')).toBe('a.b');
    expect(normaliser([{ text: 'a.b', target: 'x' }])('a.b acb')).toBe('x acb');
  });
});
