import { describe, expect, it } from 'vitest';
import { permissions, permissionsOf, rolePermissions } from './permissions.js';

describe('permissionsOf', () => {
  it('gives a built-in role its list; MEMBER/MANAGE is an administrator’s only', () => {
    expect(permissionsOf('ADMIN', null)).toEqual([...permissions]);
    expect(permissionsOf('MANAGER', null)).toEqual([...rolePermissions.MANAGER]);
    expect(permissionsOf('MANAGER', null)).not.toContain('MEMBER/MANAGE');
    expect(permissionsOf('ANALYST', null)).not.toContain('MEMBER/MANAGE');
  });

  it('gives a custom role exactly its known permissions, in the catalogue’s order', () => {
    expect(permissionsOf('CUSTOM', ['PROJECT/READ', 'WORKSPACE/READ', 'NO/SUCH', 'PROJECT/READ'])).toEqual([
      'WORKSPACE/READ',
      'PROJECT/READ',
    ]);
    expect(permissionsOf('CUSTOM', [...permissions])).toEqual([...permissions]);
  });

  it('grants nothing to a custom role without its list, or to an unknown role', () => {
    expect(permissionsOf('CUSTOM', null)).toEqual([]);
    expect(permissionsOf('OWNER', ['PROJECT/READ'])).toEqual([]);
  });
});
