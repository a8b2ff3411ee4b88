import { endpoints, type Home } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { homeKeys } from './keys';

/** While something is being built (a training, an import, sample data) the home refreshes itself. */
const busyRefetchMs = 5_000;
const busy = (home: Home | undefined, waitingForSample: boolean) => waitingForSample || (home?.jobs.length ?? 0) > 0;

export const useHome = (days: number, waitingForSample: boolean, enabled: boolean) =>
  useApiQuery(
    homeKeys.home(days),
    endpoints.home,
    { query: { days } },
    {
      enabled,
      refetchInterval: (query) => (busy(query.state.data, waitingForSample) ? busyRefetchMs : false),
    },
  );
