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

  const persist = (state: WizardState, step: number) => {
    if (!state.name.trim()) return;
    const body = { name: state.name, step, values: draftValues(state) };
    const run = code
      ? save.mutateAsync({ code, body })
      : withFreeCode(projectCodeFromName(state.name), (c) => save.mutateAsync({ code: c, body }));
    run.then(
      (draft) => {
        setCode(draft.code);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };
  return { code, persist, failed, saving: save.isPending };
}
