import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRequestSchema } from '@sentio/domain';
import { exportWidget } from './exportWidget';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('widget export', () => {
  it('asks for the CSV style the user picked (raw for programs, escaped for Excel by default)', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      urls.push(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
      return Promise.resolve(new Response('band,count\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    await exportWidget('shop', 'w1', 'CSV', searchRequestSchema.parse({ projectCode: 'shop' }), 'RAW');
    await exportWidget('shop', 'w1', 'CSV', searchRequestSchema.parse({ projectCode: 'shop' }));
    expect(urls[0]).toContain('type=CSV&csvStyle=RAW');
    expect(urls[1]).toContain('type=CSV&csvStyle=EXCEL');
  });
});
