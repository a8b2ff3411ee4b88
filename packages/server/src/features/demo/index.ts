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
