/**
 * What other areas use from the marketplace (docs/marketplace.md): the "make it a template" calls of the model and
 * analysis pages, the template tags field, and the keys (an install or a new template refreshes the lists).
 */
export { marketplaceKeys } from './api/keys';
export { useMakeModelTemplate, useMakeProjectTemplate, type MakeItTemplateInput } from './api/mutations';
export { useTemplateTags } from './api/queries';
export { TemplateTagsInput } from './components/TemplateTagsInput';
/** Where a template's page is (after "make it a template": `detailPath('MODEL', template.id)`), and each kind's list. */
export { detailPath as templateDetailPath, listPath as templateListPath } from './lib/kinds';
