import { useState } from 'react';
import { projectCodeFromName } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { useSaveDraft } from '../api/mutations';
import { draftValues, withSuffix, type WizardState } from './wizard';

const maxCodeAttempts = 5;
export const isCodeTaken = (error: unknown) => apiErrorOf(error)?.messageCode === 'ANALYSIS_CODE_TAKEN';

/**
 * Tries `attempt(code)` with the code of the name, then `code-2`, `code-3`… while the server answers 409
 * ANALYSIS_CODE_TAKEN (another analysis or draft already has the code).
 */
export async function withFreeCode<T>(base: string, attempt: (code: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt(i === 0 ? base : withSuffix(base, i));
    } catch (error) {
      if (!isCodeTaken(error) || i >= maxCodeAttempts - 1) throw error;
    }
  }
}

/**
 * The wizard's draft: the first save (on leaving step 1) fixes the analysis code; every later step change saves the
 * progress under it, so `/project/create/{code}` resumes where the user left. A failed save does not block the
 * wizard; it is reported next to the buttons.
 */
export function useWizardDraft(initialCode: string | undefined) {
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const [failed, setFailed] = useState(false);
  const save = useSaveDraft();

  /** Saves the progress now; resolves to the draft's code, or null when there is nothing to save or the save failed. */
  const persistNow = async (state: WizardState, step: number): Promise<string | null> => {
    if (!state.name.trim()) return null;
    const body = { name: state.name, step, values: draftValues(state) };
    try {
      const draft = code
        ? await save.mutateAsync({ code, body })
        : await withFreeCode(projectCodeFromName(state.name), (c) => save.mutateAsync({ code: c, body }));
      setCode(draft.code);
      setFailed(false);
      return draft.code;
    } catch {
      setFailed(true);
      return null;
    }
  };
  const persist = (state: WizardState, step: number) => void persistNow(state, step);
  return { code, persist, persistNow, failed, saving: save.isPending };
}
