import type { ModelScope } from '../models/model-access.js';

/** The session as templates see it: its workspace and user; `operator` reads any template's detail. */
export type TemplateViewer = ModelScope & { operator?: boolean };

export interface SnapshotOptions {
  includeWeights: boolean;
  name?: string | undefined;
  description?: string | undefined;
  tags?: readonly string[] | undefined;
  /** A built-in template (the marketplace seed): no workspace, public at once. */
  builtInKey?: string | undefined;
}

export interface InstallOptions {
  name?: string | undefined;
  code?: string | undefined;
  /** The caller checked access through another template (an analysis template's): skip the visibility check. */
  trusted?: boolean | undefined;
}

export interface InstallResult {
  modelId: string;
  modelCode: string;
  deployed: boolean;
  /** Source id → new id: the source model's id and each category's. */
  idMap: Map<string, string>;
}

/** Model templates (docs/marketplace.md). */
export class ModelTemplateService {
  snapshot(_scope: TemplateViewer, _modelId: string, _options: SnapshotOptions): Promise<{ templateId: string }> {
    return Promise.reject(new Error('not yet'));
  }

  installInto(_scope: TemplateViewer, _templateId: string, _options: InstallOptions): Promise<InstallResult> {
    return Promise.reject(new Error('not yet'));
  }

  removeInstalled(_scope: TemplateViewer, _modelId: string): Promise<void> {
    return Promise.reject(new Error('not yet'));
  }

  decided(_modelId: string, _status: 'APPROVED' | 'REJECTED'): Promise<void> {
    return Promise.reject(new Error('not yet'));
  }
}
