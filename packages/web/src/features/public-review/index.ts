/** What other areas use from the make-public review area: the side menu's access rule, and the make-public panel and withdraw hook of models. */
export { seesAdministration, visibleAdminPages } from './adminPages';
export { useModelWithdraw } from './api/mutations';
export { MakePublicPanel } from './components/MakePublicPanel';
