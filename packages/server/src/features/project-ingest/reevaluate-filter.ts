import type { reevaluateBody } from '@sentio/domain';
import type { z } from 'zod';

export type ReevaluateFilters = z.output<typeof reevaluateBody>;

/** What a REEVALUATE task row keeps in `params`: the filters, and the models and versions resolved at the call. */
export interface ReevaluateParams {
  filters: ReevaluateFilters;
  /** model id → version id (a chosen SUCCESS version; models absent use their deployed one). */
  versions: Record<string, string>;
  /** Models run again (those not excluded). */
  modelIds: string[];
  /** filters' category model codes → ids, resolved at the call. */
  categoryModels: Record<string, string>;
}
