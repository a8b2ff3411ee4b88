import { describe, expect, it } from 'vitest';
import { isSafeRedirect, sanitizeRedirect } from './redirect.js';

const origin = 'https://cx.example.com';

describe('sanitizeRedirect', () => {
  it.each([
    ['/project?tab=settings', '/project?tab=settings'],
    ['/profile/2#otp', '/profile/2#otp'],
    ['https://cx.example.com/project/detail/P1?tab=reports', '/project/detail/P1?tab=reports'],
    ['https://cx.example.com?x=1', '/?x=1'],
    ['https://cx.example.com', '/'],
  ])('keeps relative and same-origin target %s', (target, expected) => {
    expect(sanitizeRedirect(target, origin)).toBe(expected);
  });

  it.each([
    ['https://evil.example.com/login'],
    ['https://cx.example.com.evil.com/'],
    ['//evil.example.com/path'],
    ['javascript:alert(1)'],
    ['/search?q=<script>'],
    ['/a%2F..'],
    ['/a{b}'],
    ['/a[0]'],
    ['/a^b'],
    ['/a\\b'],
    ['/a\nSet-Cookie: x'],
    ['/a\rb'],
    [''],
    [42],
    [undefined],
  ])('falls back to / for %j', (target) => {
    expect(sanitizeRedirect(target, origin)).toBe('/');
  });
});

describe('isSafeRedirect', () => {
  it.each([
    ['/project?tab=settings'],
    ['/'],
    ['https://cx.example.com/project'],
    ['https://cx.example.com'],
    ['https://cx.example.com#top'],
    ['/@evil.com'],
  ])('accepts %s', (target) => {
    expect(isSafeRedirect(target, origin)).toBe(true);
  });

  it.each([
    ['https://evil.example.com/login'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['/search?q=a%20b'],
    ['/a\nb'],
    // Browsers drop tabs and line breaks inside URLs, which would turn these into //evil.com.
    ['/\t/evil.com'],
    ['/\u0000x'],
    // An absolute same-origin URL whose path starts with // is a protocol-relative URL once the origin is cut.
    ['https://cx.example.com//evil.com/x'],
    [''],
    [null],
  ])('refuses %j, which sanitizeRedirect turns into /', (target) => {
    expect(isSafeRedirect(target, origin)).toBe(false);
    expect(sanitizeRedirect(target, origin)).toBe('/');
  });

  it('agrees with sanitizeRedirect: safe exactly when the target is kept as a path', () => {
    for (const target of ['/x', 'https://cx.example.com/y', '/x<y', 'ftp://x', '/', 'https://cx.example.com?z=1']) {
      expect(isSafeRedirect(target, origin)).toBe(
        sanitizeRedirect(target, origin) !== '/' || target === '/' || target === origin,
      );
    }
  });
});
