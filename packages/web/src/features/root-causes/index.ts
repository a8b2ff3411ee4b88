/** Root cause analysis: the `rootCauseAnalysis` tab of an analysis (analyses, topics, root causes). */
export { RootCauseTab } from './RootCauseTab';
