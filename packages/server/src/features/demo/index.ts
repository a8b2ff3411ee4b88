/**
 * The demo-data generator: seeded, labelled, bilingual (tr/en) customer interactions of one fictional online
 * store. Used by the first-start demo seed, by tests that need realistic labelled data and by the browser test
 * that uploads a generated CSV. The projects issue grows it into the full demo-data generator.
 */
export {
  DEMO_CATEGORIES,
  PATH_SEPARATOR,
  demoCategoryTree,
  demoLanguages,
  demoLeafKeys,
  leafName,
  leafPath,
  type DemoCategory,
  type DemoLanguage,
  type DemoLeafKey,
} from './categories.js';
export { feedbackChannels, generateFeedback, type FeedbackChannel, type FeedbackOptions, type FeedbackRow } from './feedback.js';
export {
  dialogueChannels,
  generateDialogues,
  type DialogueChannel,
  type DialogueOptions,
  type DialogueRow,
} from './dialogues.js';
export { csvCell, dialogueCell, toCsv, type CsvOptions } from './csv.js';
export { DEMO_BRAND } from './phrases-dialogue.js';
export { sentiments, type Sentiment } from './phrases.js';
export { cxChannelNames, cxChannels, generateCx, type CxChannel, type CxOptions, type CxRow, type CxTurn } from './cx.js';
export { CxCalendar, WEEKDAY_WEIGHTS, defaultIncident, type CxIncident } from './cx-calendar.js';
export { cxCities, cxSegmentNames, cxSegments, type CxSegment } from './cx-customers.js';
export {
  CX_ATTRIBUTES,
  CX_CSV_HEADER,
  cxCsv,
  cxCsvChunks,
  cxCsvRecord,
  cxDateCell,
  cxJsonBatches,
  cxJsonDocument,
  type CxJsonBatch,
} from './cx-writers.js';
