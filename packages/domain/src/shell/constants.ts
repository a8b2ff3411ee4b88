/** Shell-level constants of shell.md §9. */
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
  /** Header carrying the per-request id; accepted from the client and echoed by the server. */
  requestIdHeader: 'x-request-id',
  tokenCookie: 'token',
} as const;

/** Storage keys the shell uses (shell.md §9); logout removes the tour progress ones by prefix. */
export const storageKeys = {
  persistedState: 'sentio-state',
  tourConfigurations: 'tour_configurations',
  tourUserViews: 'tour_user_views',
  firstLogin: 'first_login',
  showTourOnFirstLogin: 'show_tour_on_first_login',
  logoutRequest: 'logout_request',
} as const;
