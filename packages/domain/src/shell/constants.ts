/** Shell-level constants: timings, paging, theme and storage keys of the web shell (see docs/architecture.md). */
export const shellConstants = {
  eventPollIntervalMs: 10_000,
  httpTimeoutMs: 300_000,
  defaultPage: 0,
  defaultPageSize: 10,
  duplicateActionWindowMs: 500,
  duplicateActionKeepMs: 5_000,
  persistTimeoutMs: 5_000,
  errorTextMaxLength: 500,
  locationHeaderMaxLength: 5_000,
  defaultDateWaitTries: 20,
  defaultDateWaitIntervalMs: 50,
  defaultTab: 'project_data',
  projectCountFeature: 'PROJECT_COUNT',
  limitAvailable: 'LIMIT_AVAILABLE',
  tourProgressKeyPrefix: 'page_tour_progress_',
  theme: { primaryColor: '#FFD803', borderRadius: 8, fontSize: 14, controlHeight: 36 },
  notice: { durationSeconds: 4.5, warningDurationSeconds: 5, width: 384, offset: 24, maxCount: 3, placement: 'bottomRight' },
  displayDateFormat: { tr: 'DD.MM.YYYY', en: 'YYYY-MM-DD' },
  displayDateTimeFormat: { tr: 'DD.MM.YYYY HH:mm', en: 'YYYY-MM-DD HH:mm' },
  recoveryCodeLength: 4,
  /** Default main range of date-filtered pages, as a period code (see dates/periods.ts). */
  defaultDateRange: 'YEAR_TO_DATE',
  quickPeriods: ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'LAST_WEEK', 'THIS_MONTH', 'LAST_MONTH', 'YEAR_TO_DATE'],
  lastPeriods: ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_6_MONTHS', 'LAST_12_MONTHS'],
  /** "Default date ranges also listed as 7 days, 1 month, 3 quarters, 1 year": values a tenant's defaultDate may take besides the presets. */
  defaultDateRangeOptions: ['LAST_7_DAYS', 'LAST_1_MONTH', 'LAST_3_QUARTERS', 'LAST_1_YEAR'],
  periodTypes: ['quick', 'last', 'weekly', 'monthly', 'quarter', 'yearly', 'custom'],
  dateTypes: ['single', 'compare'],
  /** First day of the week by interface language (0 = Sunday, 1 = Monday), as dayjs and antd number them. */
  weekStart: { tr: 1, en: 0 },
  supportedLanguages: ['tr', 'en'],
  fallbackLanguage: 'en',
  /** Languages written right to left; the shell recognises them even though it ships only tr and en. */
  rtlLanguages: ['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ps', 'sd', 'ur', 'yi'],
  /** Header carrying the per-request id; accepted from the client and echoed by the server. */
  requestIdHeader: 'x-request-id',
  tokenCookie: 'token',
} as const;

/** Storage keys the shell uses; logout removes the tour progress ones by prefix. */
export const storageKeys = {
  persistedState: 'sentio-state',
  tourConfigurations: 'tour_configurations',
  tourUserViews: 'tour_user_views',
  firstLogin: 'first_login',
  showTourOnFirstLogin: 'show_tour_on_first_login',
  logoutRequest: 'logout_request',
} as const;

/** Business constants and limits (see docs/validation-rules.md). Validation rules read their limits from here. */
export const domainConstants = {
  maxModelsPerAnalysis: 5,
  maxSentimentModelsPerAnalysis: 1,
  maxNamedEntityModelsPerAnalysis: 1,
  searchMinLength: 3,
  reportNameMinLength: 3,
  actionTextMinLength: 10,
  maxSelectableFields: 8,
  maxAssistantsPerModelOrProject: 1,
  scoringActiveRulesTotal: 100,
  maxCorrelationCombinations: 900,
  recoveryCodeLength: 4,
  /** Speed of speech is measured in letters per this many seconds. */
  speechRateWindowSeconds: 10,
  nps: { detractorMin: 0, detractorMax: 6, promoterMin: 9, promoterMax: 10 },
  percentileBands: [25, 50, 75],
  topCategoryCount: { positive: 5, negative: 5 },
  modelWizardSteps: 6,
  welcomeTourSteps: 3,
  publicReviewHours: 24,
  failedUploadRowsKeptHours: 24,
  /** Local time (tenant zone) of the nightly automated root cause analysis run. */
  rootCauseAnalysisRunTime: '00:00',
  /** Saved scoring and rule changes take effect from this local time. */
  scoringChangesEffectiveTime: '00:00',
  interactionCountsUpdate: 'END_OF_DAY',
  notificationPeriods: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'],
  reportPeriods: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY', 'CUSTOM'],
  projectDetailDefaultTab: 'project_data',
  /** A default package exists; a subscription may be unlimited (no end date). */
  defaultPackageExists: true,
  unlimitedSubscriptionAllowed: true,
} as const;
