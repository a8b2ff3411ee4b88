/** Callbacks of an analysis (docs/callbacks.md): the settings card with its delivery log. */
export { CallbackCard } from './components/CallbackCard';
