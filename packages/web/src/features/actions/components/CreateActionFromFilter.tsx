import { useTranslation } from 'react-i18next';
import type { ActionEvidenceBody, FilterState } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { evidenceLabel, evidenceOf } from '../lib/evidence';
import { CreateActionButton, type CreateActionButtonProps } from './CreateActionButton';

export interface CreateActionFromFilterProps extends Omit<CreateActionButtonProps, 'evidence'> {
  projectCode: string;
  /** The screen's filter state: kept as the action's evidence. */
  state: FilterState;
  /** What was picked on the screen (a card's name); the filter in words follows it. */
  label?: string;
  documentId?: string | null;
}

/** Makes the evidence of an analysis screen's filter; `label` (what was picked, e.g. a card's name) precedes the filter in words. */
export function useFilterEvidence(): (
  projectCode: string,
  state: FilterState,
  label?: string,
  documentId?: string | null,
) => ActionEvidenceBody {
  const { t } = useTranslation('actionForm');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  return (projectCode, state, label, documentId) => {
    const words = evidenceLabel(state, t);
    return evidenceOf(projectCode, state, label ? `${label} · ${words}` : words, timeZone, documentId);
  };
}

/** "Create action" carrying an analysis screen's filter: the evidence and its label are made from the state. */
export function CreateActionFromFilter({
  projectCode,
  state,
  label,
  documentId,
  defaultName,
  ...rest
}: CreateActionFromFilterProps) {
  const evidenceFor = useFilterEvidence();
  const evidence = evidenceFor(projectCode, state, label, documentId);
  return <CreateActionButton {...rest} evidence={evidence} defaultName={defaultName ?? label ?? evidence.label} />;
}
