export { modelTemplatesArea, type ModelTemplatesDeps } from './area.js';
export {
  ModelTemplateService,
  type InstallOptions,
  type InstallResult,
  type SnapshotOptions,
  type TemplateViewer,
} from './service.js';
export { presentTemplateCommon } from './presenter.js';
