import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Drill } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { drillSearch } from './drill';

/** Opens the data tab on one chart element's documents; a push, so Back returns to the chart. */
export function useDrill(): (drill: Drill) => void {
  const [, setParams] = useSearchParams();
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  return useCallback((drill: Drill) => setParams((current) => drillSearch(current, drill, timeZone)), [setParams, timeZone]);
}
