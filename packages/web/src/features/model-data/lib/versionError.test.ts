import { describe, expect, it } from 'vitest';
import { versionErrorCode } from './versionError';

describe('versionErrorCode', () => {
  it('reads a known message code, alone or before a detail', () => {
    expect(versionErrorCode('PERMISSION_DENIED')).toBe('PERMISSION_DENIED');
    expect(versionErrorCode('INTERNAL_ERROR: worker crashed')).toBe('INTERNAL_ERROR');
  });

  it('gives null for raw engine text and unknown codes', () => {
    expect(versionErrorCode('Cannot read properties of undefined')).toBeNull();
    expect(versionErrorCode('NOT_A_REAL_CODE: x')).toBeNull();
    expect(versionErrorCode('')).toBeNull();
  });
});
