import { describe, expect, it } from 'vitest';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { LabelRepository } from './label-repository.js';
import { LabelService, labelNameKey } from './label-service.js';

const project = { id: 'p-1', workspace_id: 'w-1', code: 'nps' } as ProjectRow;
const scope = { id: 'w-1', userId: 'u-1' } as ProjectScope;
const access = { require: () => Promise.resolve(project) } as unknown as ProjectAccess;

/** Labels kept in memory, unique by name key like the table's index. */
function memoryLabels() {
  const rows: { id: string; name: string; nameKey: string; color: string }[] = [];
  const audits: { entity: string; entityId: string }[] = [];
  const repo = {
    list: () => Promise.resolve(rows.map((r) => ({ id: r.id, name: r.name, color: r.color, documentCount: 0 }))),
    insert: (_p: unknown, label: { name: string; nameKey: string; color: string }) => {
      if (rows.some((r) => r.nameKey === label.nameKey)) return Promise.resolve(null);
      const row = { id: `l-${rows.length + 1}`, ...label };
      rows.push(row);
      return Promise.resolve({ id: row.id, name: row.name, color: row.color });
    },
    auditPage: (_p: unknown, entity: string, entityId: string) => {
      audits.push({ entity, entityId });
      return Promise.resolve({
        rows: [
          {
            id: 7,
            action: 'RENAME',
            user_id: 'u-1',
            user_name: 'Ada Lovelace',
            created_at: new Date('2026-01-02T03:04:05Z'),
            before: 'a',
            after: 'b',
          },
          {
            id: 6,
            action: 'IMPORT',
            user_id: null,
            user_name: null,
            created_at: new Date('2026-01-01T00:00:00Z'),
            before: null,
            after: null,
          },
        ],
        total: 2,
      });
    },
  };
  return { service: new LabelService(repo as unknown as LabelRepository, access), rows, audits };
}

describe('LabelService', () => {
  it('folds case, spaces and the Turkish dotted i into one name key', () => {
    expect(labelNameKey('  İade   Talebi ')).toBe(labelNameKey('iade talebi'));
    expect(labelNameKey('IADE')).not.toBe(labelNameKey('iade'));
  });

  it('creates a label with no documents and refuses a second one of the same key', async () => {
    const { service } = memoryLabels();
    expect(await service.create(scope, 'nps', { name: 'Refund', color: '#f00' })).toEqual({
      id: 'l-1',
      name: 'Refund',
      color: '#f00',
      documentCount: 0,
    });
    await expect(service.create(scope, 'nps', { name: ' refund ', color: '#0f0' })).rejects.toMatchObject({
      status: 409,
      messageCode: 'LABEL_EXISTS',
    });
  });

  it("reads the analysis's own trail by code as its id, and names the acting user", async () => {
    const { service, audits } = memoryLabels();
    const page = await service.audit(scope, 'nps', 'project', 'nps', { page: 0, size: 20 });
    expect(audits).toEqual([{ entity: 'project', entityId: 'p-1' }]);
    expect(page.total).toBe(2);
    expect(page.content[0]).toEqual({
      id: '7',
      action: 'RENAME',
      user: { id: 'u-1', name: 'Ada Lovelace' },
      at: '2026-01-02T03:04:05.000Z',
      before: 'a',
      after: 'b',
    });
    expect(page.content[1]?.user).toBeNull();
    await service.audit(scope, 'nps', 'document', 'd-9', { page: 0, size: 20 });
    expect(audits[1]).toEqual({ entity: 'document', entityId: 'd-9' });
  });
});
