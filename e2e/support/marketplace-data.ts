import type { UploadFile } from './generated.js';

/**
 * The marketplace browser test's data: a newcomer's first file for an analysis made from the built-in e-commerce
 * template (written for this test, in the template's shape: channel, NPS, CSAT, segment, city).
 */

interface FeedbackLine {
  channel: 'SURVEY' | 'APP_REVIEW' | 'EMAIL' | 'SOCIAL' | 'CALL_CENTER';
  text: string;
  nps: number;
  csat: number;
  segment: 'individual' | 'corporate';
  city: string;
}

/** Twenty store customers, in Turkish and English: delivery, returns, payment, product, app and service. */
const lines: readonly FeedbackLine[] = [
  {
    channel: 'SURVEY',
    text: 'Siparişim söz verilen tarihten üç gün sonra geldi, kargo takibi de hiç güncellenmedi.',
    nps: 3,
    csat: 2,
    segment: 'individual',
    city: 'İstanbul',
  },
  {
    channel: 'APP_REVIEW',
    text: 'Uygulama ödeme adımında donuyor, kartımı üç kez girmek zorunda kaldım.',
    nps: 2,
    csat: 1,
    segment: 'individual',
    city: 'Ankara',
  },
  {
    channel: 'EMAIL',
    text: 'İade ettiğim ürünün ücreti iki haftadır hesabıma yatmadı, kimse dönüş yapmıyor.',
    nps: 1,
    csat: 1,
    segment: 'individual',
    city: 'İzmir',
  },
  {
    channel: 'SOCIAL',
    text: 'Kurye paketi yanlış adrese bırakmış, komşudan zar zor aldım.',
    nps: 4,
    csat: 2,
    segment: 'individual',
    city: 'Bursa',
  },
  {
    channel: 'CALL_CENTER',
    text: 'Müşteri temsilcisi çok ilgiliydi, değişim talebimi hemen oluşturdu. Teşekkürler!',
    nps: 10,
    csat: 5,
    segment: 'individual',
    city: 'Antalya',
  },
  {
    channel: 'SURVEY',
    text: 'Ürün açıklamadaki gibi değildi, kumaşı çok ince ve dikişleri sökük geldi.',
    nps: 2,
    csat: 2,
    segment: 'individual',
    city: 'Konya',
  },
  {
    channel: 'APP_REVIEW',
    text: 'Yeni arama özelliği harika, aradığım ürünü saniyeler içinde buldum.',
    nps: 9,
    csat: 5,
    segment: 'individual',
    city: 'Eskişehir',
  },
  {
    channel: 'EMAIL',
    text: 'Kurumsal faturamız yanlış vergi numarasıyla kesilmiş, düzeltilmesini rica ediyoruz.',
    nps: 5,
    csat: 3,
    segment: 'corporate',
    city: 'İstanbul',
  },
  {
    channel: 'SURVEY',
    text: 'Teslimat hızlıydı, paketleme de özenliydi. Tekrar alışveriş yapacağım.',
    nps: 10,
    csat: 5,
    segment: 'individual',
    city: 'Kocaeli',
  },
  {
    channel: 'SOCIAL',
    text: 'Kampanya kodu sepette çalışmadı, indirim uygulanmadan ödeme aldınız.',
    nps: 3,
    csat: 2,
    segment: 'individual',
    city: 'Adana',
  },
  {
    channel: 'CALL_CENTER',
    text: 'Çağrı merkezinde kırk dakika bekledim, sonra hat kendiliğinden kapandı.',
    nps: 0,
    csat: 1,
    segment: 'corporate',
    city: 'Gaziantep',
  },
  {
    channel: 'SURVEY',
    text: 'Kargom hasarlı geldi, kutu ezilmişti ve ürün kırıktı.',
    nps: 2,
    csat: 1,
    segment: 'individual',
    city: 'Samsun',
  },
  {
    channel: 'SURVEY',
    text: 'My parcel arrived two days late and the tracking page showed no updates at all.',
    nps: 4,
    csat: 2,
    segment: 'individual',
    city: 'London',
  },
  {
    channel: 'APP_REVIEW',
    text: 'The app logs me out every time I open the basket, very frustrating.',
    nps: 2,
    csat: 1,
    segment: 'individual',
    city: 'Manchester',
  },
  {
    channel: 'EMAIL',
    text: 'I returned the shoes three weeks ago and I am still waiting for my refund.',
    nps: 1,
    csat: 1,
    segment: 'individual',
    city: 'Leeds',
  },
  {
    channel: 'SOCIAL',
    text: 'Great prices and the checkout was quick and easy, thank you!',
    nps: 9,
    csat: 5,
    segment: 'individual',
    city: 'Bristol',
  },
  {
    channel: 'CALL_CENTER',
    text: 'The agent solved my payment problem in five minutes, excellent service.',
    nps: 10,
    csat: 5,
    segment: 'corporate',
    city: 'London',
  },
  {
    channel: 'SURVEY',
    text: 'The jacket looks nothing like the photos and the size chart is wrong.',
    nps: 3,
    csat: 2,
    segment: 'individual',
    city: 'Glasgow',
  },
  {
    channel: 'EMAIL',
    text: 'I was charged twice for the same order, please refund the second payment.',
    nps: 2,
    csat: 1,
    segment: 'corporate',
    city: 'Birmingham',
  },
  {
    channel: 'APP_REVIEW',
    text: 'Delivery was fast and the courier was polite, five stars.',
    nps: 10,
    csat: 5,
    segment: 'individual',
    city: 'Liverpool',
  },
];
export const FEEDBACK_ROWS = lines.length;

const cell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** `id,date,channel,text,segment,nps,csat,city`; dates are the last days before today (UTC), ISO. */
export function storeFeedbackCsv(): UploadFile {
  const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const rows = lines.map((l, i) => [
    `WEB-${String(i + 1).padStart(3, '0')}`,
    new Date(today - (i + 1) * 86_400_000).toISOString().slice(0, 10),
    l.channel,
    l.text,
    l.segment,
    String(l.nps),
    String(l.csat),
    l.city,
  ]);
  const header = ['id', 'date', 'channel', 'text', 'segment', 'nps', 'csat', 'city'];
  const csv = [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
  return { name: 'web-store-feedback.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
}

/** The built-in analysis templates the start-up seed makes (docs/demo-data.md "Built-in templates"). */
export const BUILT_IN_ANALYSES = 3;
