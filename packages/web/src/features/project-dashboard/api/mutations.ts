import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints, type SearchRequest, type widgetBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { dashboardKeys } from './keys';

export type WidgetInput = z.input<typeof widgetBody>;

function useRefreshWidgets(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.widgets(code) });
}

/** Saves the caller's dashboard (widget ids in order). */
export function useSaveSelection(code: string) {
  const refresh = useRefreshWidgets(code);
  return useApiMutation(endpoints.widgetUserSelected, { form: true, onSuccess: refresh }, (widgetIds: string[]) => ({
    params: { code },
    body: { widgetIds },
  }));
}

/** Creates a widget; the form shows validation errors (WIDGET_ATTRIBUTE_KEYWORDS_SINGLE…). */
export function useSaveWidget(code: string) {
  const refresh = useRefreshWidgets(code);
  return useApiMutation(endpoints.widgetSave, { form: true, onSuccess: refresh }, (body: WidgetInput) => ({
    params: { code },
    body,
  }));
}

export function useDeleteWidget(code: string) {
  const refresh = useRefreshWidgets(code);
  return useApiMutation(endpoints.widgetDelete, { onSuccess: refresh }, (id: string) => ({ params: { code, id } }));
}

/** Computes one widget again under the screen's search (the card's refresh). */
export function useWidgetRequest(code: string) {
  return useApiMutation(endpoints.widgetRequest, {}, ({ id, search }: { id: string; search: SearchRequest }) => ({
    params: { code, id },
    body: search,
  }));
}
