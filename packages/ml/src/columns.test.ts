import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, Vectorizer, extractCounts, type FeatureConfig } from './features.js';
import { fnvRun } from './hash.js';
import type { TextInput } from './input.js';
import { scanTokens, tokenize } from './text.js';

/** Inputs where tokenisation is easy to get wrong: Turkish casing, apostrophe suffixes, emoji sequences, flags,
 * combining marks, digits and underscores glued to words, placeholders, lone surrogates. */
const TRICKY = [
  'Kargom hâlâ gelmedi!!! İADE istiyorum, IŞIK ılık',
  "Ürün'ü aldım; don't ’cause rock'n'roll 'quoted' word' x'2 ab'_c",
  'İstanbul’da 3 gün kaldım, Türkiye’nin en güzel şehri 😍😍👍🏽 👨‍👩‍👧 ❤️ 🇹🇷🇺🇸🇹',
  'e\u0301te\u0301 cafe\u0301 \u0301start ñandú Ωμέγα москва 東京 abc_def x_1 __init__ 12abc abc12 ٣٤',
  '@united thanks http://x.co/abc www.site.com a@b.com +90 532 123 45 67 1.234,56 5te',
  'lone \ud83d surrogate \udc00 end \u200d\u2764 ‍ 🏳️‍🌈 ✈️ ©®™ #️⃣ 1️⃣ a\u200db',
  '',
  '   ',
];

const ALPHABET = [
  'a',
  'Z',
  'ı',
  'İ',
  'I',
  'ş',
  'Ğ',
  'é',
  '\u0301',
  '1',
  '٣',
  '_',
  "'",
  '’',
  ' ',
  '.',
  '-',
  '@',
  '😍',
  '🏽',
  '\u200d',
  '\ufe0f',
  '🇹',
  '🇷',
  '❤',
  '東',
  '\ud83d',
  '#',
  '\n',
];

function randomText(seed: number, length: number): string {
  let a = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    out += ALPHABET[a % ALPHABET.length] as string;
  }
  return out;
}

function scanned(s: string): { tokens: string[]; hashes: number[] } {
  const tokens: string[] = [];
  const hashes: number[] = [];
  scanTokens(s, 0x811c9dc5, (start, end, hash) => {
    tokens.push(s.slice(start, end));
    hashes.push(hash);
  });
  return { tokens, hashes };
}

describe('scanTokens', () => {
  it('finds exactly the tokens of the reference regular expression, with their FNV hashes', () => {
    const inputs = [...TRICKY, ...Array.from({ length: 400 }, (_, i) => randomText(i + 1, 5 + (i % 40)))];
    for (const s of inputs) {
      const { tokens, hashes } = scanned(s);
      expect(tokens, JSON.stringify(s)).toEqual(tokenize(s));
      expect(hashes).toEqual(tokens.map((t) => fnvRun(0x811c9dc5, t)));
    }
  });

  it('keeps Turkish apostrophe suffixes and emoji sequences whole (golden values)', () => {
    expect(scanned("Türkiye’nin ürün'ü x'2 👍🏽👨‍👩‍👧 🇹🇷").tokens).toEqual(['Türkiye’nin', "ürün'ü", 'x', '2', '👍🏽', '👨‍👩‍👧', '🇹🇷']);
  });
});

/** The reference path: visitFeatures' buckets counted in a Map, then weighed bucket by bucket. */
function reference(v: Vectorizer, input: TextInput): { indices: number[]; values: number[] } {
  const r = v.weigh(extractCounts(input, v.config));
  return { indices: [...r.indices], values: [...r.values] };
}

const DIALOGUES: TextInput[] = [
  {
    turns: [
      { speaker: 'bot', text: 'Merhaba, size nasıl yardımcı olabilirim?' },
      { speaker: 'customer', text: 'Kargom HÂLÂ gelmedi, sipariş no 12345' },
      { speaker: 'agent', text: 'Özür dileriz, kargonuz yarın teslim edilecek 🙏' },
      { speaker: 'customer', text: 'Tamam teşekkürler @destek' },
    ],
  },
  { turns: [{ speaker: 'agent', text: 'Hello! How can I help?' }] },
];

describe('Vectorizer.transform (per-token cache)', () => {
  const texts: TextInput[] = [...TRICKY, ...DIALOGUES, 'kargo geldi teşekkürler', 'urun kotu iade', 'I LOVE İzmir'];
  const configs: Partial<FeatureConfig>[] = [
    {},
    { language: 'tr' },
    { language: 'en' },
    { maxWordNgram: 1, maxCharNgram: 0 },
    { foldDiacritics: false, minCharNgram: 3, maxCharNgram: 4 },
    { speakerFeatures: false, normalizeBlocks: false },
    { hashBits: 12 },
  ];

  it('gives the same columns, in the same order, and the same values as the reference visitor', () => {
    for (const change of configs) {
      const cfg = { ...DEFAULT_FEATURE_CONFIG, ...change };
      // Fitted on half of the inputs, so the others also have unknown features.
      const v = Vectorizer.fit(
        texts.filter((_, i) => i % 2 === 0),
        cfg,
      );
      for (let round = 0; round < 2; round++) {
        // The second round reads every token from the cache.
        for (const input of [...texts, ...Array.from({ length: 50 }, (_, i) => randomText(i + 7, 30))]) {
          const got = v.transform(input);
          const want = reference(v, input);
          expect([...got.indices], JSON.stringify({ change, input })).toEqual(want.indices);
          expect([...got.values]).toEqual(want.values);
        }
      }
    }
  });

  it('stays exact when the token cache starts over in the middle of a text', () => {
    const v = Vectorizer.fit(['w1 w2 w3 kargo geldi', 'w70000 w69999 ürün'], DEFAULT_FEATURE_CONFIG);
    // More distinct tokens than the cache holds (2^16), and a second pass over words cached before it started over.
    const long = Array.from({ length: 66_000 }, (_, i) => `w${i % 65_990}`).join(' ');
    for (const input of [long, 'w1 w2 w3 kargo geldi']) {
      const got = v.transform(input);
      const want = reference(v, input);
      expect([...got.indices]).toEqual(want.indices);
      expect([...got.values]).toEqual(want.values);
    }
  }, 60_000);

  it('falls back to the reference visitor for settings it does not reproduce (stems, unknown feature kinds)', () => {
    for (const cfg of [
      { ...DEFAULT_FEATURE_CONFIG, stems: true, language: 'tr' as const },
      { ...DEFAULT_FEATURE_CONFIG, someFutureKind: true } as FeatureConfig,
    ]) {
      const v = Vectorizer.fit(texts, cfg);
      for (const input of texts) expect([...v.transform(input).indices]).toEqual(reference(v, input).indices);
    }
  });
});
