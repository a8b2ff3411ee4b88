import type { TermVector } from './vocabulary.js';

/** Synthetic customer feedback written for these tests (no real data): three clear themes per language. */

export const TURKISH_THEMES = {
  late: [
    'Kargo çok geç geldi, tam 10 gün bekledim',
    'kargom hala gelmedi, teslimat çok geç',
    'Siparişim geç geldi, kargo çok yavaş',
    'Kargo bir hafta gecikti, geç teslim edildi',
    'Kargo geç geldi ve takip numarası çalışmıyor',
    'Teslimat çok geç oldu, kargo firması yavaş',
    'KARGO HALA YOLDA, GEÇ KALDI',
    'Kargom geç geldi, bir daha sipariş vermem',
  ],
  rude: [
    'Müşteri hizmetleri çok kaba davrandı',
    'müşteri hizmetleri temsilcisi kabaydı ve telefonu yüzüme kapattı',
    'Müşteri hizmetlerine ulaştım, çok kaba konuşuyorlar',
    'Müşteri temsilcisi kaba ve ilgisiz',
    'Müşteri hizmetleri sorunumu çözmedi, kaba cevap verdiler',
    'Çağrı merkezi kaba, müşteri hizmetleri berbat',
    'musteri hizmetleri ilgisiz ve kaba',
    'Müşteri hizmetlerindeki kişi çok kabaydı',
  ],
  refund: [
    'İade ücretimi hala alamadım',
    'İade ettiğim ürünün ücreti yatmadı',
    'Ücret iadesi yapılmadı, iade talebim bekliyor',
    'İade ücretimi ne zaman alacağım?',
    'İade parası iki haftadır hesabıma geçmedi',
    'Ürünü iade ettim ama ücretimi alamadım',
    'İade talebim onaylandı ama ücret iadesi yok',
    'İade ücreti hesabıma yatmadı',
  ],
} as const;

/** One-off remarks that share no content word with the themes or with each other. */
export const TURKISH_STRAGGLERS = ['Renk seçenekleri az', 'Uygulama sürekli çöküyor', 'Fiyatlar pahalı'] as const;

export const ENGLISH_THEMES = {
  late: [
    'My package arrived late, two weeks after the order',
    'The delivery was late again and the package was damaged',
    'Package still not delivered, very late delivery',
    'Late delivery, the courier never came',
    'Why is my package so late?',
    'Delivery is always late with this courier',
  ],
  rude: [
    'The support agent was rude and hung up on me',
    'Rude customer support, nobody helped',
    'Customer support was extremely rude',
    'The agent on the phone was rude to me',
    'Your customer support staff are rude',
    'Rude agent, terrible customer support',
  ],
  refund: [
    'I still have not received my refund',
    'Refund not received after returning the item',
    'Where is my refund? I returned it weeks ago',
    'The refund never arrived on my card',
    'Still waiting for the refund for my return',
    'No refund yet for the returned item',
  ],
} as const;

/** Numbers the documents of some themes as ids "<prefix><theme>-<n>". */
export function documentsOf(
  themes: Readonly<Record<string, readonly string[]>>,
  prefix = '',
): { id: string; text: string; theme: string }[] {
  return Object.entries(themes).flatMap(([theme, texts]) =>
    texts.map((text, i) => ({ id: `${prefix}${theme}-${i}`, text, theme })),
  );
}

/**
 * A larger synthetic Turkish corpus (192 documents, 64 per theme) built from every combination of a few
 * fragments, so that clustering works on more documents than it over-clusters into and the seed matters.
 */
export function generatedTurkish(): { id: string; text: string; theme: string }[] {
  const themes: Record<string, readonly (readonly string[])[]> = {
    late: [
      ['Kargo', 'Siparişim', 'Paketim', 'Kargom'],
      ['çok geç geldi', 'hala gelmedi', 'bir hafta gecikti', 'geç teslim edildi'],
      ['', ', berbat', ', hiç memnun değilim', ' ve kimse bilgi vermedi'],
    ],
    rude: [
      ['Müşteri hizmetleri', 'Müşteri temsilcisi', 'Çağrı merkezi', 'Destek ekibi'],
      ['çok kaba davrandı', 'kaba konuştu', 'telefonu yüzüme kapattı', 'sorunumu umursamadı'],
      ['', ', berbat', ', hiç memnun değilim', ' ve kimse bilgi vermedi'],
    ],
    refund: [
      ['İade ücretimi', 'Paramı', 'Ücret iadesi', 'İade tutarını'],
      ['hala alamadım', 'iki haftadır bekliyorum', 'hesabıma yatmadı', 'geri ödemediler'],
      ['', ', berbat', ', hiç memnun değilim', ' ve kimse bilgi vermedi'],
    ],
  };
  const out: { id: string; text: string; theme: string }[] = [];
  for (const [theme, [subjects, predicates, tails]] of Object.entries(themes)) {
    for (const s of subjects ?? []) {
      for (const p of predicates ?? []) {
        for (const t of tails ?? []) out.push({ id: `${theme}-${out.length}`, text: `${s} ${p}${t}`, theme });
      }
    }
  }
  return out;
}

/** A unit vector with the given term weights (before normalisation). */
export function vec(weights: Record<number, number>): TermVector {
  const ids = Object.keys(weights)
    .map(Number)
    .sort((a, b) => a - b);
  const norm = Math.sqrt(ids.reduce((s, t) => s + (weights[t] as number) ** 2, 0));
  return { ids: Int32Array.from(ids), values: Float64Array.from(ids, (t) => (weights[t] as number) / norm) };
}
