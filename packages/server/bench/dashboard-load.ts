// The dashboard benchmark's documents: N generated rows inserted straight into project_document and
// project_document_category by the database itself (insert … select from generate_series), chunk by chunk, so the
// load of 10⁶ documents takes minutes, not the hours the classifier would, and the rollup triggers run per chunk
// statement as they do for an import commit. Every value is a hash of the row number: the same N gives the same rows.
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';

export interface LoadTarget {
  workspaceId: string;
  projectId: string;
  modelId: string;
  /** Leaf category ids of the analysis's model; the first ones are the most frequent. */
  leafIds: readonly string[];
}

export interface LoadOptions {
  docs: number;
  /** Rows per statement. */
  chunk: number;
  /** The newest content date; the data covers the 78 weeks (18 months) before it. */
  now: Date;
  log: (line: string) => void;
  /** The first row number (default 1): a later call can add rows to an earlier load. */
  from?: number;
  /** Distinct customer_id values (default 50,000), spread evenly over the rows. */
  customers?: number;
}

/** Template sentences; a document is two of them in one language. Some name delivery ("kargo", "delivery"). */
const SENTENCES_TR = [
  'Kargom iki gün gecikti, kimse bilgi vermedi.',
  'Kargo takip numarası hiç güncellenmedi.',
  'Paket ezik geldi, ürün zarar görmüş.',
  'Teslimat çok hızlıydı, teşekkürler.',
  'Kurye kapıya gelmeden teslim edildi yazmış.',
  'Ürün kalitesi beklediğimden çok iyi.',
  'Yanlış beden gönderildi, değişim istiyorum.',
  'Siparişimde bir ürün eksik çıktı.',
  'Fiyatlar son zamanlarda çok arttı.',
  'Stokta görünen ürün aslında yokmuş.',
  'Kartımdan iki kez çekim yapıldı.',
  'Faturam yanlış adrese kesilmiş.',
  'Kampanya kodu sepette çalışmadı.',
  'İade süreci çok uzun sürüyor.',
  'Param hâlâ hesabıma yatmadı.',
  'Uygulama ödeme adımında kapanıyor.',
  'Yeni arayüz çok kullanışlı olmuş.',
  'Şifremi sıfırlayamıyorum, hesabıma giremiyorum.',
  'Çağrı merkezinde kırk dakika bekledim.',
  'Müşteri temsilcisi çok ilgiliydi, sorunumu çözdü.',
  'Kargo firması paketi yanlış şubeye bırakmış.',
  'Genel olarak memnunum, tekrar alışveriş yaparım.',
  'Hiç memnun kalmadım, bir daha sipariş vermem.',
  'Ürün açıklamadaki gibi değil.',
] as const;
const SENTENCES_EN = [
  'My delivery was two days late and nobody told me why.',
  'The tracking number never updated.',
  'The box arrived crushed and the item was damaged.',
  'Super fast delivery, thank you.',
  'It says delivered but the courier never came.',
  'The product quality is better than I expected.',
  'I got the wrong size and want an exchange.',
  'One item was missing from my order.',
  'Prices went up a lot recently.',
  'The item showed in stock but was not available.',
  'I was charged twice on my card.',
  'My invoice has the wrong address on it.',
  'The promo code did not work at checkout.',
  'The return process takes far too long.',
  'I still have not received my refund.',
  'The app crashes at the payment step.',
  'The new interface is really easy to use.',
  'I cannot reset my password or log in.',
  'I waited forty minutes on the phone.',
  'The agent was very helpful and solved my issue.',
  'The courier left my parcel at the wrong branch.',
  'Overall I am happy and will order again.',
  'Very disappointed, I will not order again.',
  'The product is not as described.',
] as const;
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Adana', 'Gaziantep'] as const;

/** Hash k of the row number: a non-negative pseudo-random bigint, stable across PostgreSQL versions. */
const h = (k: number) => sql<string>`(hashint8extended(g.i, ${sql.lit(k)}) & 9223372036854775807)`;

/**
 * The per-row values both statements need, as a lateral of generate_series: the content is empty for 1 row in 50
 * (not listed by default, no categories), the polarity drives the NPS and CSAT answers.
 */
function rowsOf(lo: number, hi: number, projectId: string) {
  return sql`
    select g.i,
      md5(${projectId}::text || ':' || g.i)::uuid as id,
      ${h(1)} as h1, ${h(2)} as h2, ${h(3)} as h3, ${h(4)} as h4, ${h(5)} as h5,
      ${h(6)} as h6, ${h(7)} as h7, ${h(8)} as h8, ${h(9)} as h9, ${h(10)} as h10
    from generate_series(${sql.lit(lo)}::bigint, ${sql.lit(hi)}::bigint) as g(i)`;
}

const jsonArray = (values: readonly string[]) => JSON.stringify(values);

async function insertDocuments(db: Db, t: LoadTarget, lo: number, hi: number, now: Date, customers: number): Promise<void> {
  await sql`
    with t as (
      select array(select jsonb_array_elements_text(${jsonArray(SENTENCES_TR)}::jsonb)) as tr,
             array(select jsonb_array_elements_text(${jsonArray(SENTENCES_EN)}::jsonb)) as en,
             array(select jsonb_array_elements_text(${jsonArray(CITIES)}::jsonb)) as cities,
             date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC' as monday,
             ${now.toISOString()}::timestamptz as now
    ),
    r as (${rowsOf(lo, hi, t.projectId)}),
    v as (
      select r.*,
        case when r.h1 % 100 < 60 then 'tr' else 'en' end as lang,
        -- 78 weeks back; weekdays busier than weekends (weekly seasonality)
        (t.monday - (r.h3 % 78) * interval '7 days'
          + (array[0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,4,4,4,5,6])[(1 + (r.h3 / 78) % 20)::int] * interval '1 day'
          + ((r.h3 / 1560) % 86400) * interval '1 second') as d0,
        case when r.h4 % 100 < 30 then 'CALL_CENTER' when r.h4 % 100 < 55 then 'APP_REVIEW' when r.h4 % 100 < 75 then 'SURVEY'
             when r.h4 % 100 < 88 then 'EMAIL' else 'SOCIAL' end as channel,
        case when r.h5 % 100 < 38 then 'NEGATIVE' when r.h5 % 100 < 62 then 'NEUTRAL' when r.h5 % 100 < 95 then 'POSITIVE' end
          as sentiment,
        r.h7 % 1000 as r7, (r.h7 / 1000) % 1000 as r8
      from r, t
    ),
    s as (
      select v.*,
        case when v.d0 > t.now then v.d0 - interval '7 days' else v.d0 end as content_date,
        case when v.h6 % 100 >= 80 then null
             when v.sentiment = 'NEGATIVE' then case when v.r7 < 800 then v.r7 % 7 else 7 + v.r7 % 4 end
             when v.sentiment = 'NEUTRAL' then case when v.r7 < 500 then 6 + v.r7 % 4 else v.r7 % 11 end
             when v.sentiment = 'POSITIVE' then case when v.r7 < 800 then 8 + v.r7 % 3 else v.r7 % 11 end
             else v.r7 % 11 end as nps,
        case when (v.h6 / 100) % 100 >= 70 then null
             when v.sentiment = 'NEGATIVE' then case when v.r8 < 800 then 1 + v.r8 % 3 else 1 + v.r8 % 5 end
             when v.sentiment = 'POSITIVE' then case when v.r8 < 800 then 4 + v.r8 % 2 else 1 + v.r8 % 5 end
             else 2 + v.r8 % 3 end as csat,
        case when v.h2 % 50 = 0 then ''
             when v.lang = 'tr' then t.tr[(1 + v.h2 % cardinality(t.tr))::int] || ' ' || t.tr[(1 + (v.h2 / 100) % cardinality(t.tr))::int]
             else t.en[(1 + v.h2 % cardinality(t.en))::int] || ' ' || t.en[(1 + (v.h2 / 100) % cardinality(t.en))::int] end as content,
        jsonb_build_object(
          'customer_id', 'C' || ((v.h8 / 100) % ${sql.lit(customers)}),
          'segment', case when v.h8 % 100 < 60 then 'individual' when v.h8 % 100 < 80 then 'corporate' else 'premium' end,
          'city', t.cities[(1 + (v.h8 / 10000000) % cardinality(t.cities))::int]) as attrs,
        case when (v.h8 / 100000) % 100 < 85 then 'UNMARKED' when (v.h8 / 100000) % 100 < 92 then 'AI_CONFIRMED'
             when (v.h8 / 100000) % 100 < 97 then 'COMPLETED' else 'MANUAL_CHANGES' end as status
      from v, t
    )
    insert into project_document (id, project_id, workspace_id, external_id, content, language, content_date, created_at,
      status_updated_at, channel_code, attributes, status, prediction_status, predicted_at, sentiment, sentiment_score,
      prediction)
    select s.id, ${t.projectId}::uuid, ${t.workspaceId}::uuid, 'bench-' || s.i, s.content, s.lang, s.content_date,
      s.content_date + interval '5 minutes', s.content_date + interval '5 minutes', s.channel,
      s.attrs || case when s.nps is null then '{}'::jsonb else jsonb_build_object('nps', s.nps) end
              || case when s.csat is null then '{}'::jsonb else jsonb_build_object('csat', s.csat) end,
      s.status, 'SUCCESS', s.content_date + interval '5 minutes', s.sentiment,
      case when s.sentiment is null then null else 0.6 + (s.h5 % 40) / 100.0 end,
      '{"categories":[],"sentiment":null,"entities":[],"versions":{}}'::jsonb
    from s
  `.execute(db);
}

/** One or two leaves per document with content (35 % have two), skewed towards the first leaves. */
async function insertCategories(db: Db, t: LoadTarget, lo: number, hi: number): Promise<void> {
  await sql`
    with t as (select array(select jsonb_array_elements_text(${jsonArray(t.leafIds)}::jsonb)) as leaves),
    r as (${rowsOf(lo, hi, t.projectId)}),
    c as (
      select r.id, r.h10, floor(cardinality(t.leaves) * power((r.h9 % 10000) / 10000.0, 2))::int as first
      from r, t where r.h2 % 50 <> 0
    )
    insert into project_document_category (document_id, project_id, model_id, category_id, confidence, origin, sentiment)
    select c.id, ${t.projectId}::uuid, ${t.modelId}::uuid, t.leaves[1 + x.k], x.conf, 'AI', null
    from c, t, lateral (
      select c.first as k, 0.55 + (c.h10 % 45) / 100.0 as conf
      union all
      select ((c.first + 1 + (c.h10 / 100) % (cardinality(t.leaves) - 1)) % cardinality(t.leaves))::int, 0.4 + (c.h10 % 15) / 100.0
      where c.h10 % 100 < 35
    ) as x
  `.execute(db);
}

/** Loads the documents chunk by chunk (one transaction per chunk: documents, then their categories). */
export async function loadDocuments(db: Db, target: LoadTarget, o: LoadOptions): Promise<{ ms: number }> {
  const started = performance.now();
  const first = o.from ?? 1;
  const last = first + o.docs - 1;
  for (let lo = first; lo <= last; lo += o.chunk) {
    const hi = Math.min(last, lo + o.chunk - 1);
    const t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      await insertDocuments(trx, target, lo, hi, o.now, o.customers ?? 50_000);
      await insertCategories(trx, target, lo, hi);
    });
    o.log(
      `load: ${(hi - first + 1).toLocaleString('en')} of ${o.docs.toLocaleString('en')} (${((performance.now() - t0) / 1000).toFixed(1)} s for the chunk)`,
    );
  }
  return { ms: performance.now() - started };
}

/** What autovacuum would do some time after an import: statistics and the visibility map (index-only scans). */
export async function vacuumAnalyze(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
