import { useTranslation } from 'react-i18next';
import { applySidebar, type FilterState } from '@sentio/domain';
import { useJourney } from '../api/queries';

/**
 * The data tab's chip for a journey drill-down (`cj`, `cjs`): "Journey: {journey} › {step}", named from the journey
 * (the ids while it loads or when it is gone); removing it drops both parameters. Null without `cj`/`cjs`.
 */
export function useJourneyChip(
  state: FilterState,
): { testId: string; label: string; remove: (s: FilterState) => FilterState } | null {
  const { t } = useTranslation('journeys');
  const id = state.cj ?? null;
  const journey = useJourney(id);
  if (!id && !state.cjs) return null;
  const step = journey.data?.steps.find((s) => s.id === state.cjs);
  const label = t('chip', { journey: journey.data?.name ?? id ?? '', step: step?.name ?? state.cjs ?? '' });
  return { testId: 'filter-chip-cj', label, remove: (s) => ({ ...applySidebar(s, {}), cj: null, cjs: null }) };
}
