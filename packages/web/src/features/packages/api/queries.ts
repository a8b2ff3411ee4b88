import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { packageKeys } from './keys';

export const usePlan = (enabled = true) => useApiQuery(packageKeys.plan, endpoints.packagePlan, undefined, { enabled });
export const useAccountFeatures = (enabled = true) =>
  useApiQuery(packageKeys.features, endpoints.accountFeatures, undefined, { enabled });
