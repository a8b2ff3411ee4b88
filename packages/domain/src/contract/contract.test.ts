import { describe, expect, it } from 'vitest';
import { defaultMessages, messageCodes } from '../messages.js';
import { routePermissions, rolePermissions, isAdmin, isManager } from '../permissions.js';
import { loginBody, registerBody } from './auth.js';
import { fillPath, type Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';

describe('the contract', () => {
  it('declares a known permission on every endpoint', () => {
    const allowed = new Set<string>(routePermissions);
    for (const [name, e] of Object.entries(endpoints)) expect(allowed.has(e.permission), name).toBe(true);
  });

  it('has no two endpoints on the same method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api and declares a params schema wherever the path has parameters', () => {
    for (const e of Object.values(endpoints) as Endpoint[]) {
      expect(e.path.startsWith('/api/')).toBe(true);
      expect(/:\w+/.test(e.path)).toBe(e.params !== undefined);
    }
  });

  it('has a message for every code, with the exact spec wording where the spec fixes one', () => {
    for (const code of messageCodes) expect(defaultMessages[code].length).toBeGreaterThan(0);
    expect(defaultMessages.AUTH_WRONG_CREDENTIALS).toBe('Wrong username or password');
    expect(defaultMessages.AUTH_ALL_FIELDS_REQUIRED).toBe('All fields are required');
    expect(defaultMessages.PERMISSION_DENIED).toBe('Permission denied!');
    expect(defaultMessages.NO_WORKSPACE_FOUND).toBe('No workspace is found!');
  });

  it('fills path parameters, encoding them', () => {
    expect(fillPath('/api/invitation/:token/accept', { token: 'a/b c' })).toBe('/api/invitation/a%2Fb%20c/accept');
  });
});

describe('roles', () => {
  it('makes ADMIN an admin and MANAGER a manager, in any workspace', () => {
    const ws = (role: keyof typeof rolePermissions) => ({ permissions: rolePermissions[role] });
    expect(isAdmin({ workspaces: [ws('ANALYST'), ws('ADMIN')] })).toBe(true);
    expect(isAdmin({ workspaces: [ws('MANAGER')] })).toBe(false);
    expect(isManager({ workspaces: [ws('MANAGER')] })).toBe(true);
    expect(isManager({ workspaces: [ws('ANALYST')] })).toBe(false);
  });
});

describe('account schemas', () => {
  it('reports missing login fields with the spec message code', () => {
    const r = loginBody.safeParse({ email: ' ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['AUTH_ALL_FIELDS_REQUIRED', 'AUTH_ALL_FIELDS_REQUIRED']);
  });

  it('normalises e-mail case and refuses weak passwords and unknown fields', () => {
    const ok = registerBody.parse({
      email: ' Ada@Example.COM ',
      password: 'abcdefg1',
      full_name: 'Ada',
      lastName: 'L',
      companyName: 'Acme',
    });
    expect(ok.email).toBe('ada@example.com');
    expect(ok.language).toBe('en');
    expect(registerBody.safeParse({ ...ok, password: 'abcdefgh' }).error?.issues[0]?.message).toBe('PASSWORD_TOO_WEAK');
    expect(registerBody.safeParse({ ...ok, role: 'ADMIN' }).success).toBe(false);
  });
});
