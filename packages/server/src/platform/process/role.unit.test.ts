import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { assertRoleFits, resolveRole, RoleError, roleDoes } from './role.js';

describe('process role', () => {
  it('is all when neither the flag nor SENTIO_ROLE says otherwise', () => {
    expect(resolveRole([], null)).toBe('all');
    expect(resolveRole(['--unrelated'], null)).toBe('all');
  });

  it('reads --role in both spellings, and the flag wins over SENTIO_ROLE', () => {
    expect(resolveRole(['--role', 'api'], null)).toBe('api');
    expect(resolveRole(['--role=worker'], null)).toBe('worker');
    expect(resolveRole([], 'worker')).toBe('worker');
    expect(resolveRole(['--role', 'api'], 'worker')).toBe('api');
    expect(resolveRole(['--role=all'], 'api')).toBe('all');
  });

  it('refuses an unknown role or a flag without a value, naming where it came from', () => {
    expect(() => resolveRole(['--role', 'web'], null)).toThrow(/--role must be api, worker or all, not "web"/);
    expect(() => resolveRole([], 'API')).toThrow(/SENTIO_ROLE must be api, worker or all/);
    expect(() => resolveRole(['--role'], null)).toThrow(RoleError);
    expect(() => resolveRole(['--role', '--other'], null)).toThrow(/needs a value/);
  });

  it('takes SENTIO_ROLE through the config, trimmed; empty is unset', () => {
    expect(loadConfig({ SENTIO_ROLE: ' worker ' }).roleSetting).toBe('worker');
    expect(loadConfig({ SENTIO_ROLE: '' }).roleSetting).toBeNull();
    expect(loadConfig({}).roleSetting).toBeNull();
    expect(resolveRole([], loadConfig({ SENTIO_ROLE: 'api' }).roleSetting)).toBe('api');
  });

  it('splits roles only on PostgreSQL: the embedded database is one process', () => {
    expect(() => assertRoleFits('all', 'pglite')).not.toThrow();
    expect(() => assertRoleFits('api', 'pglite')).toThrow(/needs a PostgreSQL server/);
    expect(() => assertRoleFits('worker', 'pglite')).toThrow(RoleError);
    expect(() => assertRoleFits('api', 'postgres')).not.toThrow();
    expect(() => assertRoleFits('worker', 'postgres')).not.toThrow();
  });

  it('says what each role does', () => {
    expect(roleDoes('all')).toEqual({ http: true, jobs: true });
    expect(roleDoes('api')).toEqual({ http: true, jobs: false });
    expect(roleDoes('worker')).toEqual({ http: false, jobs: true });
  });
});
