/**
 * Assistants (docs/assistants.md): the analysis's `assistant` tab, the assistant section of a model without a
 * category tree, and "Ask your data" on the data tab.
 */
export { AssistantTab } from './AssistantTab';
export { ModelAssistantSection, modelTakesAssistant } from './ModelAssistantSection';
export { AskYourDataButton } from './components/AskYourData';
