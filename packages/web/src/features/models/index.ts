/** What other areas (model data, the layout) use from the models area: its query keys, page frame and search rule. */
export { modelKeys } from './api/keys';
export { ModelShell } from './components/ModelShell';
