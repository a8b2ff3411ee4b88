import { describe, expect, it } from 'vitest';
import { withReportingZone } from './routes.js';

describe('tenant configuration as served', () => {
  it("gives every host the server's reporting zone, overriding the file's", () => {
    const file = { 'cx.example.com': { tenantName: 'Example', timeZone: 'Europe/Berlin' }, 'b.example.com': {} };
    expect(withReportingZone(file, 'cx.example.com', 'America/New_York')).toEqual({
      'cx.example.com': { tenantName: 'Example', timeZone: 'America/New_York' },
      'b.example.com': { timeZone: 'America/New_York' },
    });
  });

  it('adds the requesting host when the file has none, and survives a broken file', () => {
    expect(withReportingZone({}, 'localhost:8080', 'UTC')).toEqual({ 'localhost:8080': { timeZone: 'UTC' } });
    expect(withReportingZone(null, 'h', 'UTC')).toEqual({ h: { timeZone: 'UTC' } });
    expect(withReportingZone([1, 2], 'h', 'UTC')).toEqual({ h: { timeZone: 'UTC' } });
  });
});
