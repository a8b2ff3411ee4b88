// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionForKey, canSubmit, chooseLabel, isTypingTarget, shortcutKeys } from './shortcuts';

const el = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, isContentEditable: false, getAttribute: () => null, ...extra }) as unknown as EventTarget;

describe('shortcutKeys', () => {
  it('numbers the first nine labels and letters the rest, skipping the command letters', () => {
    const keys = shortcutKeys(14);
    expect(keys.slice(0, 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(keys.slice(9)).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(shortcutKeys(40)).not.toContain('d');
    expect(shortcutKeys(40)).not.toContain('x');
    expect(shortcutKeys(40)).not.toContain('j');
    expect(shortcutKeys(40)).not.toContain('k');
  });

  it('runs out of keys gracefully', () => {
    const keys = shortcutKeys(40);
    expect(keys.filter((k) => k === null).length).toBe(40 - 9 - 22);
  });
});

describe('actionForKey', () => {
  it('maps digits and letters to label positions', () => {
    expect(actionForKey({ key: '1' }, 3)).toEqual({ kind: 'label', index: 0 });
    expect(actionForKey({ key: '3' }, 3)).toEqual({ kind: 'label', index: 2 });
    expect(actionForKey({ key: '4' }, 3)).toBeNull();
    expect(actionForKey({ key: 'a' }, 12)).toEqual({ kind: 'label', index: 9 });
    expect(actionForKey({ key: 'C' }, 12)).toEqual({ kind: 'label', index: 11 });
    expect(actionForKey({ key: 'e' }, 13)).toEqual({ kind: 'label', index: 12 });
  });

  it('maps the commands, whatever the case', () => {
    expect(actionForKey({ key: 'Enter' }, 2)).toEqual({ kind: 'submit' });
    expect(actionForKey({ key: 'd' }, 2)).toEqual({ kind: 'draft' });
    expect(actionForKey({ key: 'X' }, 2)).toEqual({ kind: 'discard' });
    expect(actionForKey({ key: 'j' }, 2)).toEqual({ kind: 'next' });
    expect(actionForKey({ key: 'K' }, 2)).toEqual({ kind: 'previous' });
  });

  it('ignores keys with modifiers (browser shortcuts stay the browser’s)', () => {
    expect(actionForKey({ key: '1', ctrlKey: true }, 3)).toBeNull();
    expect(actionForKey({ key: 'd', metaKey: true }, 3)).toBeNull();
    expect(actionForKey({ key: 'j', altKey: true }, 3)).toBeNull();
  });

  it('ignores keys typed into fields', () => {
    expect(actionForKey({ key: '1', target: el('INPUT', { type: 'text' }) }, 3)).toBeNull();
    expect(actionForKey({ key: 'Enter', target: el('TEXTAREA') }, 3)).toBeNull();
    expect(actionForKey({ key: 'd', target: el('DIV', { isContentEditable: true }) }, 3)).toBeNull();
    expect(actionForKey({ key: '1', target: el('INPUT', { type: 'checkbox' }) }, 3)).toEqual({ kind: 'label', index: 0 });
    expect(actionForKey({ key: '1', target: el('BUTTON') }, 3)).toEqual({ kind: 'label', index: 0 });
  });

  it('ignores other keys', () => {
    expect(actionForKey({ key: 'Escape' }, 3)).toBeNull();
    expect(actionForKey({ key: ' ' }, 3)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('knows selects, comboboxes and missing targets', () => {
    expect(isTypingTarget(el('SELECT'))).toBe(true);
    expect(isTypingTarget(el('DIV', { getAttribute: (n: string) => (n === 'role' ? 'combobox' : null) }))).toBe(true);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
  });
});

describe('choosing labels', () => {
  it('replaces the label of a single-label model (exactly one)', () => {
    expect(chooseLabel(['a'], 'b', false)).toEqual(['b']);
    expect(chooseLabel(['a'], 'a', false)).toEqual(['a']);
    expect(canSubmit(['a'], false)).toBe(true);
    expect(canSubmit([], false)).toBe(false);
    expect(canSubmit(['a', 'b'], false)).toBe(false);
  });

  it('toggles labels of a multi-label model', () => {
    expect(chooseLabel(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(chooseLabel(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(canSubmit(['a', 'b'], true)).toBe(true);
    expect(canSubmit([], true)).toBe(false);
  });
});
