/**
 * The action planner (docs/actions.md): its pages are routed by app/appRoutes.ts; other areas use the "Create
 * action" button (it carries their filter along) and the query keys.
 */
export { actionKeys } from './api/keys';
export { useAction } from './api/queries';
export { CreateActionButton, CreateActionModal, type CreateActionButtonProps } from './components/CreateActionButton';
export { CreateActionFromFilter, useFilterEvidence } from './components/CreateActionFromFilter';
export { ActionForm, type ActionFormProps } from './components/ActionForm';
export { evidenceOf, evidenceLabel, showDocumentsUrl } from './lib/evidence';
