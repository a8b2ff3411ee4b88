import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';

/**
 * The file as the browser should read it: every host's `timeZone` is the server's reporting zone, and the
 * requesting host gets an entry when the file has none. The server counts days (rollups, dashboard buckets,
 * drill-down dates) in one zone; a browser labelling or parsing days in another would show a day's number under
 * the neighbouring day (docs/tenant-branding.md).
 */
export function withReportingZone(file: unknown, host: string, timeZone: string): Record<string, unknown> {
  const hosts: Record<string, unknown> =
    typeof file === 'object' && file !== null && !Array.isArray(file) ? { ...(file as Record<string, unknown>) } : {};
  if (!(host in hosts)) hosts[host] = {};
  for (const [key, entry] of Object.entries(hosts)) {
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) hosts[key] = { ...entry, timeZone };
  }
  return hosts;
}

/**
 * `GET /tenant-config.json`: the operator's file of per-host branding (keyed by host). The web merges the
 * entry of its host over the defaults. A broken file is served as `{}` (plus the zone) and logged, so a typo
 * never takes the UI down; a `timeZone` in the file that differs from the server's is logged and overridden.
 */
export function registerTenantConfig(app: FastifyInstance, file: string, timeZone: string): void {
  app.get('/tenant-config.json', async (request, reply) => {
    let body: unknown = {};
    try {
      body = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        app.log.warn({ err, file }, 'tenant configuration unreadable; serving defaults');
    }
    const differing = Object.entries(withReportingZone(body, request.host, '')).filter(
      ([host]) => zoneOf(body, host) !== undefined && zoneOf(body, host) !== timeZone,
    );
    if (differing.length > 0)
      app.log.warn({ hosts: differing.map(([h]) => h), timeZone }, 'tenant timeZone differs from TIME_ZONE; serving TIME_ZONE');
    const served = withReportingZone(body, request.host, timeZone);
    return reply.header('cache-control', 'no-cache').send(served);
  });
}

function zoneOf(file: unknown, host: string): unknown {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return undefined;
  const entry = (file as Record<string, unknown>)[host];
  return typeof entry === 'object' && entry !== null && 'timeZone' in entry ? entry.timeZone : undefined;
}
