import { useEffect, useEffectEvent } from 'react';
import { actionForKey, type LabellingAction } from '../../lib/shortcuts';

/**
 * Listens for the labelling shortcuts on the window while `enabled`. Keys typed into fields, and keys with
 * modifiers, are left alone (see `actionForKey`); a handled key does not scroll the page or submit a form.
 */
export function useLabellingShortcuts(labelCount: number, enabled: boolean, onAction: (action: LabellingAction) => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    const action = actionForKey(event, labelCount);
    if (!action) return;
    event.preventDefault();
    onAction(action);
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
