import { z } from 'zod';
import { drillSchema } from './dashboard-results.js';
import { endpoint } from './endpoint.js';

/**
 * The home page (docs/home.md): what moved in each analysis over the last days compared with the days before, the
 * open alerts and running jobs, and for a new workspace the "start here" checklist with sample data one click away.
 */

export const homeDays = [7, 30, 90] as const;
export const homeQuery = z.strictObject({
  /** The window: the last `days` days (today included) against the `days` days before. */
  days: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int({ error: 'FIELD_INVALID_TYPE' })
    .refine((d) => (homeDays as readonly number[]).includes(d), { error: 'FIELD_INVALID_OPTION' })
    .default(30),
});

/** A score (NPS −100…100, CSAT 0…100) in both windows; null without answers. */
export const homeScoreSchema = z.object({
  score: z.number().nullable(),
  comparison: z.number().nullable(),
  /** score − comparison, null when either is missing. */
  delta: z.number().nullable(),
  significant: z.boolean(),
  answers: z.number().int(),
});
export type HomeScore = z.infer<typeof homeScoreSchema>;

export const homeSentimentSchema = z.object({
  /** Shares of the documents in the window (0…1). */
  positive: z.number(),
  negative: z.number(),
  comparisonPositive: z.number().nullable(),
  comparisonNegative: z.number().nullable(),
  /** Change of the shares in percentage points. */
  positiveDelta: z.number().nullable(),
  negativeDelta: z.number().nullable(),
  negativeSignificant: z.boolean(),
  /** Per bucket: documents and polar counts, for a small stacked trend. */
  trend: z.array(
    z.object({
      bucket: z.string(),
      count: z.number().int(),
      positive: z.number().int(),
      neutral: z.number().int(),
      negative: z.number().int(),
    }),
  ),
});

export const homeMoverSchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  main: z.number().int(),
  comparison: z.number().int(),
  /** Share change in percentage points. */
  delta: z.number(),
  significant: z.boolean(),
  /** Added to the analysis's URL (with the window's dates) to open the category's documents. */
  drill: drillSchema,
});
export type HomeMover = z.infer<typeof homeMoverSchema>;

export const homeAnalysisSchema = z.object({
  code: z.string(),
  name: z.string(),
  color: z.string(),
  documents: z.number().int(),
  comparisonDocuments: z.number().int(),
  /** Null when the analysis has no NPS / CSAT field. */
  nps: homeScoreSchema.nullable(),
  csat: homeScoreSchema.nullable(),
  /** Null when the analysis has no sentiment model (nothing to show but "no sentiment"). */
  sentiment: homeSentimentSchema.nullable(),
  /** Categories of the first category model whose share rose / fell most, at most three each. */
  rising: z.array(homeMoverSchema),
  falling: z.array(homeMoverSchema),
  /** Alerted documents not reviewed yet. */
  openAlerts: z.number().int(),
});
export type HomeAnalysis = z.infer<typeof homeAnalysisSchema>;

export const homeJobKinds = ['TRAINING', 'MODEL_IMPORT', 'ANALYSIS_IMPORT', 'SAMPLE'] as const;
export const homeJobSchema = z.object({
  kind: z.enum(homeJobKinds),
  name: z.string(),
  /** 0…100 */
  progress: z.number().int(),
  /** The in-app page that shows the job. */
  link: z.string(),
});
export type HomeJob = z.infer<typeof homeJobSchema>;

export const homeSchema = z.object({
  days: z.number().int(),
  /** The windows as URL dates (docs/filters-and-urls.md: sd, ed, csd, ced) in the reporting zone. */
  range: z.object({ sd: z.string(), ed: z.string(), csd: z.string(), ced: z.string() }),
  /** The "start here" steps of the workspace: upload → train → analyse. */
  checklist: z.object({
    modelWithDocuments: z.boolean(),
    trainedModel: z.boolean(),
    analysisWithDocuments: z.boolean(),
    /** The workspace is empty and the user may fill it with sample data. */
    canAddSample: z.boolean(),
  }),
  analyses: z.array(homeAnalysisSchema),
  jobs: z.array(homeJobSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const homeSampleResponse = z.object({ started: z.literal(true) });

export const homeEndpoints = {
  home: endpoint({
    method: 'GET',
    path: '/api/home',
    permission: 'PROJECT/READ',
    tag: 'home',
    summary: 'What moved in each analysis, open alerts, running jobs and the start-here checklist',
    query: homeQuery,
    response: homeSchema,
  }),
  homeSample: endpoint({
    method: 'POST',
    path: '/api/home/sample',
    permission: 'PROJECT/MANAGE',
    tag: 'home',
    summary: 'Fill an empty workspace with a sample model and analysis from generated data (in the background)',
    response: homeSampleResponse,
  }),
} as const;
