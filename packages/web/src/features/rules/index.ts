/** Rules of an analysis: the `rules` tab (docs/rules.md). */
export { RulesTab } from './components/RulesTab';
