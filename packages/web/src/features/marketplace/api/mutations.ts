import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@sentio/domain';
import type { z } from 'zod';
import type { createProjectFromTemplateBody, makeItTemplateBody, modelTemplateInstallBody } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { marketplaceKeys } from './keys';

/** What a "make it a template" form sends (defaults filled by the server: includeWeights true, not shared). */
export type MakeItTemplateInput = z.input<typeof makeItTemplateBody>;
export type InstallInput = z.input<typeof modelTemplateInstallBody>;
export type CreateProjectInput = z.input<typeof createProjectFromTemplateBody>;

const useRefresh = () => {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all([marketplaceKeys.all, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

/**
 * POST /api/model/{id}/make-it-template: snapshots the model into its template (and, shared with everyone, files its
 * make-public request, so the model's queries — which carry the request — are refetched too). Form errors (tags,
 * name, a pending request) are the caller's to show.
 */
export function useMakeModelTemplate(modelId: string) {
  const refresh = useRefresh();
  return useApiMutation(
    endpoints.modelMakeItTemplate,
    { form: true, onSuccess: () => refresh([...rootKeys.models, 'model', modelId]) },
    (body: MakeItTemplateInput) => ({ params: { id: modelId }, body }),
  );
}

/** POST /api/project-template/{code}/make-it-template: the analysis (by code) into its template, with its models'. */
export function useMakeProjectTemplate(projectCode: string) {
  const refresh = useRefresh();
  return useApiMutation(
    endpoints.projectMakeItTemplate,
    { form: true, onSuccess: () => refresh([...rootKeys.projects, 'project', projectCode]) },
    (body: MakeItTemplateInput) => ({ params: { id: projectCode }, body }),
  );
}

/** Installs a model template as a new model of the workspace; the models list is refetched. */
export function useInstallModelTemplate(templateId: string) {
  const refresh = useRefresh();
  return useApiMutation(
    endpoints.modelTemplateInstall,
    { form: true, onSuccess: () => refresh(rootKeys.models) },
    (body: InstallInput) => ({ params: { id: templateId }, body }),
  );
}

/** Creates an analysis from a template (installing the models it needs); both lists are refetched. */
export function useCreateProjectFromTemplate(templateId: string) {
  const refresh = useRefresh();
  return useApiMutation(
    endpoints.projectTemplateCreateProject,
    { form: true, onSuccess: () => refresh(rootKeys.projects, rootKeys.models) },
    (body: CreateProjectInput) => ({ params: { id: templateId }, body }),
  );
}

export function useDeleteModelTemplate() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.modelTemplateDelete, { onSuccess: () => refresh() }, (id: string) => ({ params: { id } }));
}

export function useDeleteProjectTemplate() {
  const refresh = useRefresh();
  return useApiMutation(endpoints.projectTemplateDelete, { onSuccess: () => refresh() }, (id: string) => ({ params: { id } }));
}
