/** Root cause analysis: the `rootCauseAnalysis` tab of an analysis (analyses, topics, root causes). */
export { RootCauseTab } from './RootCauseTab';
/** The leaf-only category tree of a model for a tree select (the customer journey steps pick categories the same way). */
export { leafTree } from './lib/form';
