import { describe, expect, it } from 'vitest';
import { withoutTransaction } from '../../platform/db/transaction.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelRuntime } from '../model-training/runtime.js';
import type { AuditRecord, AuditRepository } from '../projects/audit-repository.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { Catalogue } from './catalogue.js';
import type { DocumentRepository } from './document-repository.js';
import { DocumentService, type DocumentWrites } from './document-service.js';
import type { DocumentRow } from './hydrate.js';
import type { DocumentReads } from './reads.js';

const project = { id: 'p-1', workspace_id: 'w-1', code: 'nps' } as ProjectRow;
const scope = { id: 'w-1', userId: 'approver' } as ProjectScope;

const row = (id: string, status: string, extra: Partial<DocumentRow> = {}) =>
  ({ id, status, trashed_at: null, reviewed_by: null, ...extra }) as DocumentRow;

/** Documents, audit records and events in memory; approvals and trashing run on the direct transaction port. */
function memoryDocuments(rows: DocumentRow[], manual: readonly string[] = []) {
  const updates: { id: string; set: Record<string, unknown> }[] = [];
  const audits: AuditRecord[] = [];
  const events: string[] = [];
  const documents = {
    find: (_w: string, _p: string, id: string) => Promise.resolve(rows.find((r) => r.id === id && r.trashed_at === null) ?? null),
    findMany: (_w: string, _p: string, ids: readonly string[]) => Promise.resolve(rows.filter((r) => ids.includes(r.id))),
    hasManualRows: () => Promise.resolve(new Set(manual)),
    update: (id: string, set: Record<string, unknown>) => {
      updates.push({ id, set });
      return Promise.resolve();
    },
  } as unknown as DocumentRepository;
  const audit = {
    record: (r: AuditRecord | readonly AuditRecord[]) => {
      audits.push(...(Array.isArray(r) ? (r as AuditRecord[]) : [r as AuditRecord]));
      return Promise.resolve();
    },
  } as unknown as AuditRepository;
  const reads: DocumentReads = {
    catalogue: () => Promise.resolve({ project } as unknown as Catalogue),
    hydrate: () => Promise.reject(new Error('not needed here')),
  };
  const access = { require: () => Promise.resolve(project) } as unknown as ProjectAccess;
  const eventRepo = { add: (e: { type: string }) => Promise.resolve(void events.push(e.type)) } as unknown as EventRepository;
  const service = new DocumentService(
    documents,
    reads,
    withoutTransaction<DocumentWrites>({ documents, audit }),
    access,
    eventRepo,
    {} as ModelRuntime,
  );
  return { service, updates, audits, events };
}

describe('DocumentService approval', () => {
  it('completes what a human changed, confirms what the AI decided, and audits each', async () => {
    const m = memoryDocuments([row('a', 'AI_PREDICTED'), row('b', 'MANUAL_CHANGES'), row('c', 'AI_PREDICTED')], ['c']);
    expect(await m.service.approve(scope, 'nps', ['a', 'b', 'c', 'a'])).toBe(3);
    expect(m.updates.map((u) => [u.id, u.set['status'], u.set['approved_by']])).toEqual([
      ['a', 'AI_CONFIRMED', 'approver'],
      ['b', 'COMPLETED', 'approver'],
      ['c', 'COMPLETED', 'approver'],
    ]);
    expect(m.audits.map((a) => [a.entityId, a.action, a.after])).toEqual([
      ['a', 'APPROVE', { status: 'AI_CONFIRMED' }],
      ['b', 'APPROVE', { status: 'COMPLETED' }],
      ['c', 'APPROVE', { status: 'COMPLETED' }],
    ]);
    expect(m.events).toEqual(['PROJECT_DOCUMENTS_UPDATED']);
  });

  it('refuses the reviewer of a document and a missing or trashed one, changing nothing', async () => {
    const reviewed = memoryDocuments([row('a', 'AWAITING_APPROVAL', { reviewed_by: 'approver' })]);
    await expect(reviewed.service.approve(scope, 'nps', ['a'])).rejects.toMatchObject({
      messageCode: 'DOCUMENT_REVIEW_SAME_USER',
    });
    const trashed = memoryDocuments([row('a', 'DISCARDED', { trashed_at: new Date() })]);
    await expect(trashed.service.approve(scope, 'nps', ['a'])).rejects.toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
    for (const m of [reviewed, trashed]) {
      expect(m.updates).toEqual([]);
      expect(m.audits).toEqual([]);
      expect(m.events).toEqual([]);
    }
  });

  it('trashes a document as DISCARDED with an audit record of its former status', async () => {
    const m = memoryDocuments([row('a', 'COMPLETED')]);
    await m.service.trash(scope, 'nps', 'a');
    expect(m.updates[0]?.set['status']).toBe('DISCARDED');
    expect(m.updates[0]?.set['trashed_at']).toBeInstanceOf(Date);
    expect(m.audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['TRASH', { status: 'COMPLETED' }, { status: 'DISCARDED' }],
    ]);
    await expect(m.service.trash(scope, 'nps', 'missing')).rejects.toMatchObject({ messageCode: 'DOCUMENT_NOT_FOUND' });
  });
});
