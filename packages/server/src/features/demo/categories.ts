import type { CategoryNode } from '@sentio/domain';

/**
 * The demo company's category tree: an online store with delivery, a mobile app and a call centre. Leaves are
 * aspects rather than verdicts ("Delivery time", not "Late delivery") so each can carry any sentiment — the
 * sentiment is a separate label, as in the product.
 */
export type DemoLanguage = 'tr' | 'en';
export const demoLanguages: readonly DemoLanguage[] = ['tr', 'en'];

export const demoLeafKeys = [
  'delivery.time',
  'delivery.condition',
  'delivery.tracking',
  'product.quality',
  'product.wrong',
  'product.stock',
  'payment.problem',
  'payment.invoice',
  'payment.promotion',
  'returns.process',
  'returns.refund',
  'app.error',
  'app.usability',
  'app.account',
  'service.waiting',
  'service.agent',
] as const;
export type DemoLeafKey = (typeof demoLeafKeys)[number];

export interface DemoName {
  tr: string;
  en: string;
}
export interface DemoCategory {
  key: string;
  name: DemoName;
  children: { key: DemoLeafKey; name: DemoName }[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    key: 'delivery',
    name: { tr: 'Teslimat', en: 'Delivery' },
    children: [
      { key: 'delivery.time', name: { tr: 'Teslimat süresi', en: 'Delivery time' } },
      { key: 'delivery.condition', name: { tr: 'Paket durumu', en: 'Package condition' } },
      { key: 'delivery.tracking', name: { tr: 'Kargo takibi', en: 'Shipment tracking' } },
    ],
  },
  {
    key: 'product',
    name: { tr: 'Ürün', en: 'Product' },
    children: [
      { key: 'product.quality', name: { tr: 'Ürün kalitesi', en: 'Product quality' } },
      { key: 'product.wrong', name: { tr: 'Yanlış veya eksik ürün', en: 'Wrong or missing item' } },
      { key: 'product.stock', name: { tr: 'Stok ve fiyat', en: 'Stock and price' } },
    ],
  },
  {
    key: 'payment',
    name: { tr: 'Ödeme', en: 'Payment' },
    children: [
      { key: 'payment.problem', name: { tr: 'Ödeme işlemi', en: 'Checkout and payment' } },
      { key: 'payment.invoice', name: { tr: 'Fatura', en: 'Invoice' } },
      { key: 'payment.promotion', name: { tr: 'Kampanya ve kupon', en: 'Promotions and coupons' } },
    ],
  },
  {
    key: 'returns',
    name: { tr: 'İade ve değişim', en: 'Returns and exchanges' },
    children: [
      { key: 'returns.process', name: { tr: 'İade süreci', en: 'Return process' } },
      { key: 'returns.refund', name: { tr: 'Para iadesi', en: 'Refund' } },
    ],
  },
  {
    key: 'app',
    name: { tr: 'Mobil uygulama', en: 'Mobile app' },
    children: [
      { key: 'app.error', name: { tr: 'Uygulama hatası', en: 'App error' } },
      { key: 'app.usability', name: { tr: 'Kullanım kolaylığı', en: 'Ease of use' } },
      { key: 'app.account', name: { tr: 'Giriş ve hesap', en: 'Login and account' } },
    ],
  },
  {
    key: 'service',
    name: { tr: 'Müşteri hizmetleri', en: 'Customer service' },
    children: [
      { key: 'service.waiting', name: { tr: 'Bekleme süresi', en: 'Waiting time' } },
      { key: 'service.agent', name: { tr: 'Temsilci ilgisi', en: 'Agent helpfulness' } },
    ],
  },
];

/** The separator of a category path ("Teslimat > Teslimat süresi"), as the category screens show it. */
export const PATH_SEPARATOR = ' > ';

const leafIndex = new Map(
  DEMO_CATEGORIES.flatMap((parent) => parent.children.map((leaf) => [leaf.key, { parent, leaf }] as const)),
);

export function parentKeyOf(key: DemoLeafKey): string {
  return (leafIndex.get(key) as { parent: DemoCategory }).parent.key;
}

/** The leaf's name in a language; leaf names are unique across the tree, so a name alone identifies a leaf. */
export function leafName(key: DemoLeafKey, language: DemoLanguage): string {
  return (leafIndex.get(key) as { leaf: { name: DemoName } }).leaf.name[language];
}

/** "Parent > Leaf" in a language. */
export function leafPath(key: DemoLeafKey, language: DemoLanguage): string {
  const { parent, leaf } = leafIndex.get(key) as { parent: DemoCategory; leaf: { name: DemoName } };
  return `${parent.name[language]}${PATH_SEPARATOR}${leaf.name[language]}`;
}

/** The leaves sharing a parent with `key` (not `key` itself): the labels an annotator most often confuses it with. */
export function siblingsOf(key: DemoLeafKey): DemoLeafKey[] {
  const parent = (leafIndex.get(key) as { parent: DemoCategory }).parent;
  return parent.children.map((c) => c.key).filter((k) => k !== key);
}

/** The tree in the shape `POST /api/model` takes (`categories`), with names in one language. */
export function demoCategoryTree(language: DemoLanguage): CategoryNode[] {
  return DEMO_CATEGORIES.map((parent) => ({
    name: parent.name[language],
    children: parent.children.map((leaf) => ({ name: leaf.name[language] })),
  }));
}
