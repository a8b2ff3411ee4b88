import { describe, expect, it } from 'vitest';
import { customerKeyFromParam, customerKeyToParam } from './customer.js';

describe('customer keys in paths', () => {
  it('are base64url of the UTF-8 text, without padding, and read back', () => {
    const known: [string, string][] = [
      ['C-100001', 'Qy0xMDAwMDE'],
      ['ayşe@örnek.com', 'YXnFn2VAw7ZybmVrLmNvbQ'],
      ['x/y?z#', 'eC95P3oj'],
      ['😀 emoji', '8J-YgCBlbW9qaQ'],
    ];
    for (const [key, param] of known) {
      expect(customerKeyToParam(key)).toBe(param);
      expect(customerKeyFromParam(param)).toBe(key);
    }
    for (const key of ['a', 'ab', 'abc', '+90 532 111 22 33']) expect(customerKeyFromParam(customerKeyToParam(key))).toBe(key);
  });

  it('refuse what is not base64url of UTF-8 text', () => {
    for (const bad of ['%%', '_w', 'a', 'Qy0xMDAwMDE=', '', 'IA']) expect(customerKeyFromParam(bad)).toBeNull();
  });
});
