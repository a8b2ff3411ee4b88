/** Aliases of an analysis (docs/aliases.md): the settings card. */
export { AliasesCard } from './components/AliasesCard';
