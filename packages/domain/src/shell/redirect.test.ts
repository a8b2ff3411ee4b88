import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './redirect.js';

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
