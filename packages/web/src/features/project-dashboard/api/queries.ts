import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { dashboardKeys } from './keys';

/** The widgets the caller may put on their dashboard, with the current pick and its order. */
export const useUserWidgets = (code: string, enabled = true) =>
  useApiQuery(dashboardKeys.userWidgets(code), endpoints.widgetUserAll, { params: { code } }, { enabled });

/** Widget kinds with the settings each reads. */
export const useWidgetKinds = (code: string, enabled = true) =>
  useApiQuery(dashboardKeys.kinds(code), endpoints.widgetKinds, { params: { code } }, { enabled, staleTime: Infinity });

export const useQuadrantAxes = (enabled = true) =>
  useApiQuery(dashboardKeys.axes, endpoints.quadrantAxisTypes, undefined, { enabled, staleTime: Infinity });

export const useAttributes = (code: string, enabled = true) =>
  useApiQuery([...dashboardKeys.widgets(code), 'attributes'], endpoints.attributeSettingsGet, { params: { code } }, { enabled });
