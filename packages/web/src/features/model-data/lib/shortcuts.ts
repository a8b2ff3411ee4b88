/**
 * Keyboard labelling: 1–9 pick the first nine labels, then letters; Enter submits, D saves a draft,
 * X discards, J/K move to the next/previous document. The command letters are never given to a label.
 */

export const commandKeys = { submit: 'Enter', draft: 'd', discard: 'x', next: 'j', previous: 'k' } as const;
const reserved = new Set<string>([commandKeys.draft, commandKeys.discard, commandKeys.next, commandKeys.previous]);
const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').filter((l) => !reserved.has(l));

/** The key of each label position: '1'…'9', then 'a', 'b', 'c', 'e', … (no d, j, k, x); null beyond that. */
export function shortcutKeys(count: number): (string | null)[] {
  return Array.from({ length: count }, (_, i) => (i < 9 ? String(i + 1) : (letters[i - 9] ?? null)));
}

export type LabellingAction =
  | { kind: 'label'; index: number }
  | { kind: 'submit' }
  | { kind: 'draft' }
  | { kind: 'discard' }
  | { kind: 'next' }
  | { kind: 'previous' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Where the key was pressed: typing in a field must not label documents. */
  target?: EventTarget | null;
}

/** True when the key goes to a text field, select or editable element. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Partial<HTMLElement>).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit'].includes(type);
  }
  return el.isContentEditable || el.getAttribute('contenteditable') === 'true' || el.getAttribute('role') === 'combobox';
}

/** What a key press does on the labelling page, or null when it is not a shortcut there. */
export function actionForKey(input: KeyInput, labelCount: number): LabellingAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (isTypingTarget(input.target)) return null;
  if (input.key === commandKeys.submit) return { kind: 'submit' };
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === commandKeys.draft) return { kind: 'draft' };
  if (key === commandKeys.discard) return { kind: 'discard' };
  if (key === commandKeys.next) return { kind: 'next' };
  if (key === commandKeys.previous) return { kind: 'previous' };
  const index = shortcutKeys(labelCount).indexOf(key);
  return index >= 0 ? { kind: 'label', index } : null;
}

/**
 * The labels after choosing one: a single-label model replaces the choice (exactly one label), a multi-label
 * model toggles it.
 */
export function chooseLabel(selected: readonly string[], labelId: string, multiLabel: boolean): string[] {
  if (!multiLabel) return [labelId];
  return selected.includes(labelId) ? selected.filter((id) => id !== labelId) : [...selected, labelId];
}

/** Whether the labels may be submitted: exactly one on a single-label model, at least one on a multi-label one. */
export function canSubmit(selected: readonly string[], multiLabel: boolean): boolean {
  return multiLabel ? selected.length > 0 : selected.length === 1;
}
