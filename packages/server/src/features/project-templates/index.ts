export { projectTemplatesArea, type ProjectTemplatesDeps } from './area.js';
export { ProjectTemplateService, type ProjectSnapshotOptions, type TemplateScope } from './service.js';
export type { ProjectTemplateConfig, StoredModelRef } from './config.js';
export type { ModelTemplatePort } from './snapshot.js';
