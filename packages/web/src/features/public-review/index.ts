/**
 * What other areas use from the make-public review area: the side menu's access rule, the make-public panel and
 * withdraw hook of models, and the "make it a template" dialog of models and analyses.
 */
export { seesAdministration, visibleAdminPages } from './adminPages';
export { useModelWithdraw } from './api/mutations';
export { MakePublicPanel } from './components/MakePublicPanel';
export { MakeTemplateModal, templatePath } from './components/MakeTemplateModal';
