import type { Language, NotificationChartType, NotificationThresholdType } from '@sentio/domain';

/** The words of a notification mail and its charts, in the receiver's language. */
export interface MailTexts {
  charts: Record<NotificationChartType, string>;
  thresholds: Record<NotificationThresholdType, string>;
  documents: string;
  negative: string;
  positive: string;
  neutral: string;
  nps: string;
  csat: string;
  period: string;
  previous: string;
  metric: string;
  crossed: string;
  notCrossed: string;
  watched: string;
  topCategories: string;
  byAttribute: (attribute: string) => string;
  rootCauses: string;
  latestDocuments: string;
  negativeDocuments: string;
  open: (n: number) => string;
  test: string;
  footer: (project: string) => string;
  none: string;
}

const en: MailTexts = {
  charts: {
    NPS_TREND: 'NPS trend',
    SENTIMENT_SHARE: 'Sentiment share',
    TOP_CATEGORIES: 'Top categories',
    VOLUME_TREND: 'Document volume',
    CATEGORY_TREND: 'Category trend',
    CUSTOMER_INSIGHT: 'Customer insight',
  },
  thresholds: {
    NPS_BELOW: 'NPS below',
    CSAT_BELOW: 'CSAT below',
    CATEGORY_SHARE_ABOVE: 'Category share above (%)',
    NEGATIVE_COUNT_ABOVE: 'Negative documents above',
    VOLUME_ABOVE: 'Documents above',
  },
  documents: 'Documents',
  negative: 'Negative',
  positive: 'Positive',
  neutral: 'Neutral',
  nps: 'NPS',
  csat: 'CSAT (%)',
  period: 'This period',
  previous: 'Previous period',
  metric: 'Metric',
  crossed: 'Threshold crossed',
  notCrossed: 'Threshold not crossed',
  watched: 'Watched value',
  topCategories: 'Top categories',
  byAttribute: (a) => `By ${a}`,
  rootCauses: 'Root causes',
  latestDocuments: 'Latest documents',
  negativeDocuments: 'Negative documents',
  open: (n) => `Open the ${n} documents behind this mail`,
  test: '[Test]',
  footer: (p) => `Sent by Sentio for the analysis ${p}. Change or switch off this mail in the analysis's Notification tab.`,
  none: 'None in this period.',
};

const tr: MailTexts = {
  charts: {
    NPS_TREND: 'NPS eğilimi',
    SENTIMENT_SHARE: 'Duygu dağılımı',
    TOP_CATEGORIES: 'En sık kategoriler',
    VOLUME_TREND: 'Doküman hacmi',
    CATEGORY_TREND: 'Kategori eğilimi',
    CUSTOMER_INSIGHT: 'Müşteri içgörüsü',
  },
  thresholds: {
    NPS_BELOW: 'NPS şunun altında',
    CSAT_BELOW: 'CSAT şunun altında',
    CATEGORY_SHARE_ABOVE: 'Kategori payı şunun üstünde (%)',
    NEGATIVE_COUNT_ABOVE: 'Olumsuz doküman sayısı şunun üstünde',
    VOLUME_ABOVE: 'Doküman sayısı şunun üstünde',
  },
  documents: 'Doküman',
  negative: 'Olumsuz',
  positive: 'Olumlu',
  neutral: 'Nötr',
  nps: 'NPS',
  csat: 'CSAT (%)',
  period: 'Bu dönem',
  previous: 'Önceki dönem',
  metric: 'Ölçüt',
  crossed: 'Eşik aşıldı',
  notCrossed: 'Eşik aşılmadı',
  watched: 'İzlenen değer',
  topCategories: 'En sık kategoriler',
  byAttribute: (a) => `${a} kırılımı`,
  rootCauses: 'Kök nedenler',
  latestDocuments: 'Son dokümanlar',
  negativeDocuments: 'Olumsuz dokümanlar',
  open: (n) => `Bu e-postanın arkasındaki ${n} dokümanı açın`,
  test: '[Test]',
  footer: (p) =>
    `Sentio tarafından ${p} analizi için gönderildi. Bu e-postayı analizin Bildirim sekmesinden değiştirebilir ya da kapatabilirsiniz.`,
  none: 'Bu dönemde yok.',
};

export const mailTexts = (language: Language): MailTexts => (language === 'tr' ? tr : en);
