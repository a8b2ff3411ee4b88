/** The learning center (docs/tour-and-help.md): guides per area, operator-set videos, the header's help menu. */
export { HelpMenu } from './components/HelpMenu';
