import { describe, expect, it } from 'vitest';
import { suggestRoles } from './column-guess.js';

const roles = (columns: string[], rows: string[][]) =>
  Object.fromEntries(suggestRoles(columns, rows).map((s) => [s.column, s.dateFormat ? `${s.role} ${s.dateFormat}` : s.role]));

describe('column roles guessed from the values', () => {
  it('reads a tweets file of the airline shape: the created column is the ISO date, the sentiment the label', () => {
    const sentiments = ['negative', 'neutral', 'positive', 'negative'];
    const airlines = ['United', 'Delta', 'JetBlue', 'US Airways', 'Virgin America'];
    const reasons = ['Late Flight', "Can't Tell", '', 'Bad Flight', 'Customer Service Issue'];
    const rows = Array.from({ length: 20 }, (_, i) => [
      String(567588278875213824n + BigInt(i * 7919)),
      `@${airlines[i % 5]?.replace(' ', '') ?? ''} (1/2) flight ${i} was delayed and nobody at the gate told us why`,
      sentiments[i % 4] ?? '',
      i % 4 === 0 ? '0.6503' : '1.0',
      reasons[i % 5] ?? '',
      airlines[i % 5] ?? '',
      `2015-02-${String(16 + (i % 8)).padStart(2, '0')}T23:${String(10 + i).padStart(2, '0')}:05-08:00`,
      String(i % 2),
      i % 2 ? 'Pacific Time (US & Canada)' : 'Eastern Time (US & Canada)',
    ]);
    const columns = [
      'id',
      'text',
      'airline_sentiment',
      'airline_sentiment_confidence',
      'negativereason',
      'airline',
      'tweet_created',
      'retweet_count',
      'user_timezone',
    ];
    expect(roles(columns, rows)).toEqual({
      id: 'ID',
      text: 'CONTENT',
      airline_sentiment: 'LABEL',
      airline_sentiment_confidence: 'ATTRIBUTE',
      negativereason: 'ATTRIBUTE',
      airline: 'ATTRIBUTE',
      tweet_created: 'DATE ISO',
      retweet_count: 'ATTRIBUTE',
      user_timezone: 'ATTRIBUTE',
    });
  });

  it('finds the date by content whatever its name or place, with its format', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [
      `${String(i + 1).padStart(2, '0')}.03.2024 14:3${i}`,
      `r${i}`,
      `yorum ${i}: ürün güzel ama kargo geç geldi, bir daha buradan almam`,
    ]);
    expect(roles(['sentiment', 'kayit', 'metin'], rows)).toEqual({
      sentiment: 'DATE DD.MM.YYYY HH:mm',
      kayit: 'ATTRIBUTE',
      metin: 'CONTENT',
    });
  });

  it('tells month-first from day-first by the values that only one reads', () => {
    const rows = [['03/04/2024'], ['03/25/2024'], ['12/31/2024']];
    expect(suggestRoles(['when'], rows)[0]).toEqual({ column: 'when', role: 'DATE', dateFormat: 'MM/DD/YYYY' });
    expect(suggestRoles(['when'], [['03/04/2024'], ['25/03/2024']])[0]?.dateFormat).toBe('DD/MM/YYYY');
  });

  it('reads a reviews file without dates: no date column, short texts are still the content', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      `mg${String(i).padStart(5, '0')}`,
      i % 2 ? 'Hızlı kargo' : `Ürün ${i} güzel`,
      i % 3 ? 'positive' : 'negative',
    ]);
    expect(roles(['id', 'text', 'label'], rows)).toEqual({ id: 'ID', text: 'CONTENT', label: 'LABEL' });
  });

  it('takes a label column by its small set of values, and a named label with many values too', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      `the card ${i} was declined at the shop and I was charged anyway`,
      ['A', 'B', 'C'][i % 3] ?? '',
      `intent_${i}`,
    ]);
    expect(roles(['body', 'grp', 'intent'], rows)).toEqual({ body: 'CONTENT', grp: 'ATTRIBUTE', intent: 'LABEL' });
    expect(
      roles(
        ['body', 'grp'],
        rows.map((r) => r.slice(0, 2)),
      ),
    ).toEqual({ body: 'CONTENT', grp: 'LABEL' });
  });

  it('does not take an ID whose values repeat, nor numbers as a label without a label-like name', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      String(i % 2),
      `a long enough comment number ${i} about the parcel`,
      String(i % 3),
    ]);
    expect(roles(['customer_id', 'comment', 'stars'], rows)).toEqual({
      customer_id: 'ATTRIBUTE',
      comment: 'CONTENT',
      stars: 'ATTRIBUTE',
    });
  });
});
