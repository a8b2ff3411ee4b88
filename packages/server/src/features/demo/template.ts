import type { DemoLanguage } from './categories.js';
import type { Sentiment } from './phrases.js';
import type { Random } from './random.js';

/**
 * Expands a template: `{a|b|c}` picks one choice (choices do not nest), `<slot>` takes a value from `slots` or one
 * of the generated values (days, minutes, amount, order). Unknown slots throw, so a typo in the bank fails a test
 * instead of reaching a customer-facing demo.
 */
export function expand(template: string, rng: Random, slots: Record<string, readonly string[]>, language: DemoLanguage): string {
  const chosen = template.replace(/\{([^{}]*)\}/g, (_m, body: string) => rng.pick(body.split('|')));
  return chosen.replace(/<([a-zA-Z]+)>/g, (_m, name: string) => slotValue(name, rng, slots, language));
}

function slotValue(name: string, rng: Random, slots: Record<string, readonly string[]>, language: DemoLanguage): string {
  switch (name) {
    case 'days':
      return String(rng.int(2, 14));
    case 'minutes':
      return String(rng.int(2, 12) * 5);
    case 'order':
      return `SP${rng.int(1_000_000, 9_999_999)}`;
    case 'amount': {
      const lira = rng.int(49, 4_999);
      const kurus = rng.pick([0, 50, 90, 99]);
      if (language === 'tr') return `${lira.toLocaleString('tr-TR')},${String(kurus).padStart(2, '0')} TL`;
      return `${lira.toLocaleString('en-US')}.${String(kurus).padStart(2, '0')} TL`;
    }
    default: {
      const values = slots[name];
      if (!values) throw new Error(`unknown template slot <${name}>`);
      return rng.pick(values);
    }
  }
}

const TURKISH_FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
  Ç: 'C',
  Ğ: 'G',
  İ: 'I',
  Ö: 'O',
  Ş: 'S',
  Ü: 'U',
};

/** Turkish typed on a keyboard without Turkish letters ("urun", "kargo hizli"), as much real feedback is. */
export function stripTurkishLetters(text: string): string {
  return text.replace(/[çğıöşüâîûÇĞİÖŞÜ]/g, (c) => TURKISH_FOLD[c] ?? c);
}

export function capitalise(text: string, language: DemoLanguage): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-US') + text.slice(1);
}

/** One slip of the fingers in a word of four letters or more: swapped, dropped or doubled letter. */
export function addTypo(text: string, rng: Random): string {
  const words = [...text.matchAll(/\p{L}{4,}/gu)];
  if (words.length === 0) return text;
  const word = rng.pick(words);
  const at = (word.index ?? 0) + rng.int(1, word[0].length - 2);
  const kind = rng.int(0, 2);
  if (kind === 0) return text.slice(0, at) + text.charAt(at + 1) + text.charAt(at) + text.slice(at + 2);
  if (kind === 1) return text.slice(0, at) + text.slice(at + 1);
  return text.slice(0, at) + text.charAt(at) + text.slice(at);
}

const EMOJI: Record<Sentiment, readonly string[]> = {
  POSITIVE: ['😊', '👍', '🙏', '❤️', '👏', '🥰'],
  NEUTRAL: ['🤔', '🙂'],
  NEGATIVE: ['😡', '😤', '👎', '😞', '🤬'],
};

/**
 * Surface noise of real feedback: Turkish without Turkish letters, all lower case, typos, shouting, emoji. Only
 * the form changes — never the words that carry the meaning — so the labels stay true.
 */
export function roughen(text: string, rng: Random, language: DemoLanguage, sentiment: Sentiment): string {
  let out = text;
  if (language === 'tr' && rng.chance(0.3)) out = stripTurkishLetters(out);
  if (rng.chance(0.2)) out = out.toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-US');
  if (rng.chance(0.2)) out = addTypo(out, rng);
  if (rng.chance(0.05)) out = addTypo(out, rng);
  if (sentiment === 'NEGATIVE' && rng.chance(0.15)) out = out.replace(/[.!]?$/, '!!!');
  else if (rng.chance(0.15)) out = out.replace(/\.$/, '');
  if (rng.chance(0.15)) out = `${out} ${rng.pick(EMOJI[sentiment])}`;
  return out;
}
