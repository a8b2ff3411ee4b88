import type { DemoLanguage } from './categories.js';
import { DEMO_BRAND } from './phrases-dialogue.js';

/**
 * The scripted parts of the demo's timed calls (calls.ts): what agents say to open, announce, hold and close a call,
 * close to the default scripts of the call-scoring engine (docs/call-scoring.md), in a few wordings each so fuzzy
 * matching has something to do. `<name>` is the agent's first name, `<customer>` how the agent addresses the customer.
 */
export interface CallPhrases {
  greetings: readonly string[];
  openings: readonly string[];
  security: readonly string[];
  /** Agent replies that address the customer by name. */
  byName: readonly string[];
  holdAsks: readonly string[];
  holdOkays: readonly string[];
  holdThanks: readonly string[];
  /** Coming back during a long hold to ask to continue holding. */
  holdContinues: readonly string[];
  holdBacks: readonly string[];
  /** Follow-up rounds of a longer call: a customer question and the agent's answer. */
  followQuestions: readonly string[];
  followAnswers: readonly string[];
  closings: readonly string[];
  customerNoMore: readonly string[];
  customerEnded: readonly string[];
  agentEnded: readonly string[];
  fillers: readonly string[];
  firstNames: readonly (readonly [string, 'f' | 'm'])[];
  lastNames: readonly string[];
  /** How the agent addresses the customer: first name + Bey/Hanım (TR), Mr/Ms + last name (EN). */
  address: (first: string, last: string, gender: 'f' | 'm') => string;
}

const TR: CallPhrases = {
  greetings: [
    `Merhaba, ${DEMO_BRAND} müşteri hizmetlerine hoş geldiniz, ben <name>.`,
    `İyi günler, ${DEMO_BRAND} müşteri hizmetlerine hoş geldiniz, ben <name>.`,
  ],
  openings: ['Size nasıl yardımcı olabilirim?', 'Size nasıl yardımcı olabilirim acaba?'],
  security: [
    'Görüşmemiz hizmet kalitesi ve güvenliğiniz için kayıt altına alınmaktadır.',
    'Bu görüşme hizmet kalitesi ve güvenliğiniz için kayıt altına alınmaktadır.',
  ],
  byName: ['Anlıyorum <customer>.', 'Tabii <customer>, hemen bakıyorum.', 'Teşekkür ederim <customer>.'],
  holdAsks: ['Sizi kısa bir süre beklemeye alabilir miyim?', 'Kontrol etmem için sizi biraz bekletebilir miyim?'],
  holdOkays: ['Tabii.', 'Olur, bekliyorum.', 'Tamam.'],
  holdThanks: ['Teşekkürler, hemen dönüyorum.', 'Çok teşekkürler.'],
  holdContinues: ['Kontrol devam ediyor, sizi biraz daha bekletebilir miyim?'],
  holdBacks: ['Beklediğiniz için teşekkür ederim.', 'Beklettiğim için kusura bakmayın.'],
  followQuestions: [
    'Peki bu ne kadar sürer?',
    'Ücret iadesi de yapılacak mı?',
    'Bana bilgi verilecek mi?',
    'Başka bir şey yapmam gerekiyor mu?',
  ],
  followAnswers: [
    'Genellikle iki üç iş günü içinde sonuçlanıyor.',
    'Evet, işlem tamamlandığında size SMS ile bilgi verilecek.',
    'Hayır, sizin ek bir işlem yapmanıza gerek yok.',
    'Kaydınıza not düştüm, süreci ben takip edeceğim.',
  ],
  closings: ['Başka yardımcı olabileceğim bir konu var mı?', 'Başka yardımcı olabileceğim bir konu var mıydı?'],
  customerNoMore: ['Hayır, teşekkürler.', 'Yok, bu kadardı.', 'Başka bir şey yok, sağ olun.'],
  customerEnded: [
    'Bizi aradığınız için teşekkür ederiz, iyi günler dilerim.',
    'Aradığınız için teşekkür ederiz, iyi günler dilerim.',
  ],
  agentEnded: ['Görüşmemizi sonlandırıyorum, iyi günler dilerim.'],
  fillers: ['şey', 'yani', 'eee', 'hani'],
  firstNames: [
    ['Ahmet', 'm'],
    ['Fatma', 'f'],
    ['Mustafa', 'm'],
    ['Hülya', 'f'],
    ['Kemal', 'm'],
    ['Gül', 'f'],
    ['Serkan', 'm'],
    ['Derya', 'f'],
    ['Oğuz', 'm'],
    ['Şeyma', 'f'],
  ],
  lastNames: ['Yılmaz', 'Öztürk', 'Arslan', 'Doğan', 'Koç', 'Kurt', 'Aksoy', 'Güneş'],
  address: (first, _last, gender) => `${first} ${gender === 'f' ? 'Hanım' : 'Bey'}`,
};

const EN: CallPhrases = {
  greetings: [
    `Hello and welcome to ${DEMO_BRAND} customer services, this is <name>.`,
    `Good morning, welcome to ${DEMO_BRAND} customer services, my name is <name>.`,
  ],
  openings: ['How can I help you today?', 'How can I help you today, then?'],
  security: [
    'This call is recorded for quality and security purposes.',
    'Please note this call is recorded for quality and security purposes.',
  ],
  byName: ['I understand, <customer>.', 'Of course, <customer>, let me look.', 'Thank you, <customer>.'],
  holdAsks: ['May I put you on hold for a moment?', 'Can I place you on a short hold while I check?'],
  holdOkays: ['Sure.', 'Yes, go ahead.', 'Okay.'],
  holdThanks: ['Thanks, I will be right back.', 'Thank you.'],
  holdContinues: ['I am still checking, may I put you on hold for a moment longer?'],
  holdBacks: ['Thank you for holding.', 'Sorry to keep you waiting.'],
  followQuestions: [
    'How long will that take?',
    'Will I get a refund as well?',
    'Will you let me know?',
    'Do I need to do anything else?',
  ],
  followAnswers: [
    'It usually takes two to three business days.',
    'Yes, you will get a text message when it is done.',
    'No, there is nothing else you need to do.',
    'I have added a note to your case and will follow it up myself.',
  ],
  closings: ['Is there anything else I can help you with?', 'Is there anything else I can help you with today?'],
  customerNoMore: ['No, thank you.', 'No, that was all.', 'Nothing else, thanks.'],
  customerEnded: ['Thank you for calling, have a nice day.', 'Thanks for calling, have a nice day.'],
  agentEnded: ['I will end the call now, have a nice day.'],
  fillers: ['uh', 'um', 'you know', 'like'],
  firstNames: [
    ['John', 'm'],
    ['Mary', 'f'],
    ['Robert', 'm'],
    ['Linda', 'f'],
    ['George', 'm'],
    ['Susan', 'f'],
    ['Thomas', 'm'],
    ['Karen', 'f'],
    ['Peter', 'm'],
    ['Helen', 'f'],
  ],
  lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts'],
  address: (_first, last, gender) => `${gender === 'f' ? 'Ms' : 'Mr'} ${last}`,
};

export const CALL_PHRASES: Record<DemoLanguage, CallPhrases> = { tr: TR, en: EN };

/** What an agent tends to get wrong: the flaws the agent statistics of the demo should surface. */
export type AgentHabit =
  'MODEL' | 'SKIPS_CLOSING' | 'FAST_TALKER' | 'LONG_SILENCES' | 'HOLDS_WITHOUT_PERMISSION' | 'FORGETS_SECURITY';

export interface CallAgent {
  id: string;
  name: string;
  habit: AgentHabit;
}

const habits: readonly AgentHabit[] = [
  'MODEL',
  'SKIPS_CLOSING',
  'FAST_TALKER',
  'LONG_SILENCES',
  'HOLDS_WITHOUT_PERMISSION',
  'FORGETS_SECURITY',
];
const agentNames: Record<DemoLanguage, readonly string[]> = {
  tr: ['Ayşe Demir', 'Mehmet Kaya', 'Zeynep Şahin', 'Emre Yıldız', 'Elif Çelik', 'Burak Aydın'],
  en: ['Sarah Collins', 'James Walker', 'Emily Parker', 'Daniel Hughes', 'Olivia Turner', 'Michael Reed'],
};

/** Six agents per language, one habit each; ids differ per language so a bilingual demo keeps them apart. */
export const CALL_AGENTS: Record<DemoLanguage, readonly CallAgent[]> = {
  tr: agentNames.tr.map((name, i) => ({ id: `AG-${101 + i}`, name, habit: habits[i] as AgentHabit })),
  en: agentNames.en.map((name, i) => ({ id: `AG-${201 + i}`, name, habit: habits[i] as AgentHabit })),
};
