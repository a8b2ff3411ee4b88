// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKey, createDuplicateGuard, stableStringify } from './duplicateGuard';

describe('createDuplicateGuard', () => {
  it('drops an identical action within 500 ms', () => {
    const guard = createDuplicateGuard();
    expect(guard.accept('a', 1_000)).toBe(true);
    expect(guard.accept('a', 1_499)).toBe(false);
  });

  it('accepts the same action again once the window has passed', () => {
    const guard = createDuplicateGuard();
    expect(guard.accept('a', 1_000)).toBe(true);
    expect(guard.accept('a', 1_500)).toBe(true);
  });

  it('measures the window from the last accepted action, not the dropped ones', () => {
    const guard = createDuplicateGuard();
    guard.accept('a', 0);
    expect(guard.accept('a', 400)).toBe(false);
    expect(guard.accept('a', 600)).toBe(true);
  });

  it('lets different actions through at the same moment', () => {
    const guard = createDuplicateGuard();
    expect(guard.accept('a', 0)).toBe(true);
    expect(guard.accept('b', 0)).toBe(true);
  });

  it('prunes entries older than 5 s', () => {
    const guard = createDuplicateGuard();
    guard.accept('a', 0);
    guard.accept('b', 1_000);
    expect(guard.size()).toBe(2);
    guard.accept('c', 5_500);
    expect(guard.size()).toBe(2); // 'a' is gone, 'b' (4.5 s old) stays
    guard.accept('d', 7_000);
    expect(guard.size()).toBe(2);
  });

  it('honours custom windows', () => {
    const guard = createDuplicateGuard({ windowMs: 100, keepMs: 200 });
    guard.accept('a', 0);
    expect(guard.accept('a', 99)).toBe(false);
    expect(guard.accept('a', 100)).toBe(true);
  });
});

describe('actionKey', () => {
  it('is the same for the same input in any key order', () => {
    expect(actionKey('POST', '/api/x', { body: { a: 1, b: [1, { c: 2, d: 3 }] } })).toBe(
      actionKey('POST', '/api/x', { body: { b: [1, { d: 3, c: 2 }], a: 1 } }),
    );
  });

  it('differs by endpoint and by input', () => {
    expect(actionKey('POST', '/api/x', { body: { a: 1 } })).not.toBe(actionKey('PUT', '/api/x', { body: { a: 1 } }));
    expect(actionKey('POST', '/api/x', { body: { a: 1 } })).not.toBe(actionKey('POST', '/api/x', { body: { a: 2 } }));
  });

  it('ignores undefined properties', () => {
    expect(stableStringify({ a: 1, b: undefined })).toBe(stableStringify({ a: 1 }));
  });
});
