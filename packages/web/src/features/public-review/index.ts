/** What other areas use from the make-public review area: the side menu's access rule and the withdraw hook of models. */
export { seesAdministration, visibleAdminPages } from './adminPages';
export { useModelWithdraw } from './api/mutations';
