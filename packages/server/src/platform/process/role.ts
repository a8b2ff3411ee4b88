import type { DatabaseKind } from '../db/database.js';

/**
 * What one server process does (docs/scale.md "More than one process"):
 * - `api` serves HTTP and sends jobs, but runs none and sends no schedules;
 * - `worker` runs every job and the schedules, and serves no API;
 * - `all` does both: one process, the embedded database's only mode.
 */
export const processRoles = ['api', 'worker', 'all'] as const;
export type ProcessRole = (typeof processRoles)[number];

const isRole = (value: string): value is ProcessRole => (processRoles as readonly string[]).includes(value);

export class RoleError extends Error {}

/**
 * The role from the command line (`--role api` or `--role=api`), else from SENTIO_ROLE (already read into the
 * config), else `all`. The flag wins, so one image can run every role with the environment shared.
 */
export function resolveRole(argv: readonly string[], fromEnv: string | null): ProcessRole {
  let flag: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--role') {
      flag = argv[i + 1];
      if (flag === undefined || flag.startsWith('--')) throw new RoleError('--role needs a value: api, worker or all');
      i++;
    } else if (arg.startsWith('--role=')) {
      flag = arg.slice('--role='.length);
    }
  }
  const chosen = flag ?? fromEnv ?? 'all';
  if (!isRole(chosen)) {
    const source = flag !== undefined ? '--role' : 'SENTIO_ROLE';
    throw new RoleError(`${source} must be api, worker or all, not "${chosen}"`);
  }
  return chosen;
}

/**
 * The embedded database lives in one process's memory: another process cannot reach it, so splitting the roles
 * there would leave either no API or no workers. Refused at start with what to do instead.
 */
export function assertRoleFits(role: ProcessRole, kind: DatabaseKind): void {
  if (role !== 'all' && kind === 'pglite') {
    throw new RoleError(
      `role "${role}" needs a PostgreSQL server (DATABASE_URL): the embedded database runs in one process, ` +
        'so there it must be the only one (role "all", the default)',
    );
  }
}

/** What a role does, as the start-up code and the job queue ask it. */
export const roleDoes = (role: ProcessRole): { http: boolean; jobs: boolean } => ({
  http: role !== 'worker',
  jobs: role !== 'api',
});
