import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { hookedTransactionPort, type IngestHook, type StoredBatch } from './hooks.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const batch: StoredBatch = {
  workspaceId: '00000000-0000-0000-0000-000000000001',
  projectId: '00000000-0000-0000-0000-000000000002',
  documentIds: ['00000000-0000-0000-0000-000000000003'],
  cause: 'STORED',
};

/** A hook that writes inside the storing transaction (a temporary table stands for its own) and counts commits. */
function recorder() {
  const seen: string[] = [];
  const hook: IngestHook = {
    stored: async (trx, b) => {
      seen.push(`stored:${b.cause}`);
      await sql`insert into hook_probe values (${b.projectId})`.execute(trx);
    },
    committed: async (b) => {
      seen.push(`committed:${b.cause}`);
      await Promise.resolve();
    },
  };
  return { seen, hook };
}

const log = { error: () => undefined };
const probes = async () => Number((await sql<{ n: string }>`select count(*) as n from hook_probe`.execute(t.db)).rows[0]?.n);

describe('the ingest transaction hooks', () => {
  beforeAll(async () => {
    await sql`create table hook_probe (project_id uuid)`.execute(t.db);
  });

  it('runs stored inside the transaction and committed after it', async () => {
    const { seen, hook } = recorder();
    const port = hookedTransactionPort(t.db, [hook], log, (_trx, stored) => ({ stored }));
    await port(async (tx) => {
      await tx.stored(batch);
      await tx.stored({ ...batch, documentIds: [] });
      expect(seen).toEqual(['stored:STORED']);
    });
    expect(seen).toEqual(['stored:STORED', 'committed:STORED']);
    expect(await probes()).toBe(1);
  });

  it('a failed transaction keeps nothing of the hook and never reports a commit', async () => {
    const { seen, hook } = recorder();
    const port = hookedTransactionPort(t.db, [hook], log, (_trx, stored) => ({ stored }));
    const before = await probes();
    await expect(
      port(async (tx) => {
        await tx.stored(batch);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(seen).toEqual(['stored:STORED']);
    expect(await probes()).toBe(before);
  });

  it('a hook failing after the commit is logged, and the work still answers', async () => {
    const errors: object[] = [];
    const failing: IngestHook = { committed: () => Promise.reject(new Error('queue down')) };
    const port = hookedTransactionPort(t.db, [failing], { error: (d) => errors.push(d) }, (_trx, stored) => ({ stored }));
    await expect(port(async (tx) => (await tx.stored(batch), 'done'))).resolves.toBe('done');
    expect(errors).toHaveLength(1);
  });
});
