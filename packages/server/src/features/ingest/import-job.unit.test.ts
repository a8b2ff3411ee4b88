import { describe, expect, it } from 'vitest';
import { runImport, type ImportJobDeps, type ImportTx, type RowSink } from './import-job.js';
import type { SourcePatch, SourceStore, UploadSource } from './source-port.js';

/** Sources and stored documents in memory; a transaction works on a copy and keeps it only when `work` succeeds. */
class Memory {
  sources = new Map<string, UploadSource>();
  docs: string[] = [];
  files = new Map<string, string>();
  commits = 0;

  store(): SourceStore<UploadSource> {
    return storeOf(this);
  }

  async transaction<T>(work: (tx: MemoryTx) => Promise<T>): Promise<T> {
    const staged = new Memory();
    staged.sources = new Map(this.sources);
    staged.docs = [...this.docs];
    const result = await work({ sources: staged.store(), docs: staged });
    this.sources = staged.sources;
    this.docs = staged.docs;
    this.commits++;
    return result;
  }
}

function storeOf(mem: Memory): SourceStore<UploadSource> {
  const apply = (id: string, patch: SourcePatch) => {
    const s = mem.sources.get(id);
    if (s) mem.sources.set(id, { ...s, ...(patch as Partial<UploadSource>), updated_at: new Date() });
  };
  return {
    byId: (_ws, id) => Promise.resolve(mem.sources.get(id) ?? null),
    update: (_ws, id, patch) => Promise.resolve(apply(id, patch)),
    transition: (_ws, id, from, patch) => {
      const s = mem.sources.get(id);
      if (!s || !from.includes(s.status)) return Promise.resolve(false);
      apply(id, patch);
      return Promise.resolve(true);
    },
    advance: (_ws, id, expectedRows, patch) => {
      const s = mem.sources.get(id);
      if (!s || s.status !== 'IMPORTING' || s.imported_rows !== expectedRows) return Promise.resolve(false);
      apply(id, patch);
      return Promise.resolve(true);
    },
    delete: (_ws, id) => Promise.resolve(void mem.sources.delete(id)),
  };
}

interface MemoryTx extends ImportTx<UploadSource> {
  docs: Memory;
}

const source = (rows: number, patch: Partial<UploadSource> = {}): UploadSource => ({
  id: 's1',
  workspace_id: 'w1',
  file_name: 'rows.csv',
  file_type: 'CSV',
  size: '0',
  status: 'IMPORTING',
  progress: 0,
  total: rows,
  success_count: 0,
  fail_count: 0,
  imported_rows: 0,
  columns: ['id', 'text'],
  file_key: 'w1/upload',
  matching: { columns: [], dateFormat: 'ISO', sortFields: [], sortType: 'ASC' },
  failed_rows_key: null,
  failed_rows_until: null,
  error_code: null,
  created_by: null,
  created_at: new Date(),
  updated_at: new Date(),
  ...patch,
});

/** A file of `rows` rows; every row whose text is "bad" fails. */
const csv = (rows: number, bad: (i: number) => boolean = () => false) =>
  ['id,text', ...Array.from({ length: rows }, (_, i) => `r${i},${bad(i) ? 'bad' : `text ${i}`}`)].join('\n');

function setup(rows: number, options: { bad?: (i: number) => boolean; failStoreAt?: number } = {}) {
  const mem = new Memory();
  mem.sources.set('s1', source(rows));
  mem.files.set('w1/upload', csv(rows, options.bad));
  const prepared: number[] = [];
  const abandoned: string[] = [];
  let stores = 0;
  const sink: RowSink<UploadSource, string, string, MemoryTx> = {
    chunkRows: { first: 1_000, next: 5_000 },
    failedRowsKey: (s) => `${s.workspace_id}/failed.csv`,
    notifier: () => Promise.resolve({ tick: () => Promise.resolve(), flush: () => Promise.resolve() }),
    open: () =>
      Promise.resolve({
        read: (row: readonly string[]) => (row[1] === 'bad' ? { reason: 'BAD' } : { doc: row[0] as string }),
        prepare: (docs: readonly (string | null)[]) => {
          prepared.push(docs.length);
          return Promise.resolve(docs.map((d) => (d === null ? null : `stored ${d}`)));
        },
        store: (tx: MemoryTx, items: readonly string[]) => {
          stores++;
          if (options.failStoreAt === stores) return Promise.reject(new Error('disk full'));
          tx.docs.docs.push(...items);
          return Promise.resolve();
        },
      }),
    abandon: (tx, s) => {
      abandoned.push(s.id);
      tx.docs.docs = [];
      return Promise.resolve();
    },
  };
  const deps: ImportJobDeps<UploadSource, string, string, MemoryTx> = {
    sources: mem.store(),
    transaction: (work) => mem.transaction(work),
    files: {
      get: (key) => Promise.resolve(mem.files.has(key) ? Buffer.from(mem.files.get(key) as string) : null),
      putExpiring: (key, _ws, data) => Promise.resolve(void mem.files.set(key, data.toString())),
      delete: (key) => Promise.resolve(void mem.files.delete(key)),
    },
    sink,
  };
  return {
    mem,
    deps,
    prepared,
    abandoned,
    run: (o = {}) => runImport(deps, { workspaceId: 'w1', sourceId: 's1' }, { final: false, ...o }),
  };
}

const state = (mem: Memory) => mem.sources.get('s1') as UploadSource;

describe('the batched import job', () => {
  it('commits in batches of COMMIT_ROWS, each moving the cursor, and ends with exact counts', async () => {
    const { mem, prepared, run } = setup(4_500, { bad: (i) => i % 1000 === 7 });
    await run();
    // A small first chunk (an early first commit), then larger ones, each cut into commits.
    expect(prepared).toEqual([1_000, 3_500]);
    expect(mem.commits).toBe(3);
    expect(state(mem)).toMatchObject({
      status: 'IMPORTED',
      total: 4_500,
      success_count: 4_495,
      fail_count: 5,
      imported_rows: 4_500,
      progress: 100,
      file_key: null,
    });
    expect(mem.docs).toHaveLength(4_495);
    expect(new Set(mem.docs).size).toBe(4_495);
    expect(mem.files.get('w1/failed.csv')?.split(/\r?\n/)[0]).toBe('id,text,reason');
    expect(mem.files.has('w1/upload')).toBe(false);
  });

  it('resumes a run stopped after a commit at its cursor: nothing twice, nothing lost', async () => {
    const { mem, run } = setup(4_500, { bad: (i) => i === 4_499 });
    await run({ maxCommits: 1 });
    expect(state(mem)).toMatchObject({ status: 'IMPORTING', imported_rows: 1_000 });
    expect(mem.docs).toHaveLength(1_000);
    await run({ maxCommits: 1 });
    // The resumed run starts with a small chunk again.
    expect(state(mem)).toMatchObject({ status: 'IMPORTING', imported_rows: 2_000 });
    await run();
    expect(state(mem)).toMatchObject({ status: 'IMPORTED', total: 4_500, success_count: 4_499, fail_count: 1 });
    expect(mem.docs).toEqual(Array.from({ length: 4_499 }, (_, i) => `stored r${i}`));
  });

  it('rolls back the failing batch only; a retry goes on from the last commit', async () => {
    const { mem, abandoned, run } = setup(4_500, { failStoreAt: 2 });
    await expect(run()).rejects.toThrow('disk full');
    // Not the last attempt: still IMPORTING with the first commit kept, for the retry.
    expect(state(mem)).toMatchObject({ status: 'IMPORTING', imported_rows: 1_000 });
    expect(mem.docs).toHaveLength(1_000);
    expect(abandoned).toEqual([]);
    await run();
    expect(state(mem)).toMatchObject({ status: 'IMPORTED', success_count: 4_500, fail_count: 0 });
    expect(mem.docs).toHaveLength(4_500);
  });

  it('ends in ERROR on the last attempt and lets the sink undo its batches', async () => {
    const { mem, abandoned, run } = setup(4_500, { failStoreAt: 2 });
    await expect(run({ final: true })).rejects.toThrow('disk full');
    expect(state(mem)).toMatchObject({ status: 'ERROR', error_code: 'UPLOAD_FAILED' });
    expect(abandoned).toEqual(['s1']);
    // ERROR and the undo committed together, in one transaction.
    expect(mem.docs).toEqual([]);
  });

  it('ends in ERROR at once for a problem of the file itself', async () => {
    const { mem, run } = setup(10);
    mem.files.delete('w1/upload');
    await run();
    expect(state(mem)).toMatchObject({ status: 'ERROR', error_code: 'UPLOAD_FAILED' });
    expect(mem.docs).toEqual([]);
  });

  it('stops when the source is deleted between commits', async () => {
    const { mem, deps, run } = setup(4_500);
    const transaction = deps.transaction;
    let calls = 0;
    deps.transaction = (work) => {
      if (++calls === 2) mem.sources.delete('s1');
      return transaction(work);
    };
    await run();
    expect(mem.sources.has('s1')).toBe(false);
    expect(mem.docs).toHaveLength(1_000);
  });

  it('stores nothing from an attempt whose cursor another attempt has moved', async () => {
    const { mem, deps, run } = setup(4_500);
    const transaction = deps.transaction;
    let calls = 0;
    deps.transaction = (work) => {
      // Before this attempt's second commit, a retry (started while this one outlived its expiry) commits a batch.
      if (++calls === 2) {
        const s = state(mem);
        mem.sources.set('s1', { ...s, imported_rows: 3_000 });
        mem.docs.push(...Array.from({ length: 2_000 }, (_, i) => `stored r${1_000 + i}`));
      }
      return transaction(work);
    };
    await run();
    // The first attempt's second commit was rolled back and it stopped: the rows the retry took are there once.
    expect(state(mem)).toMatchObject({ status: 'IMPORTING', imported_rows: 3_000 });
    expect(mem.docs).toHaveLength(3_000);
    expect(new Set(mem.docs).size).toBe(3_000);
  });

  it('commits nothing once the attempt is aborted', async () => {
    const { mem, deps, run } = setup(4_500);
    const controller = new AbortController();
    const transaction = deps.transaction;
    let calls = 0;
    deps.transaction = (work) => {
      if (++calls === 2) controller.abort();
      return transaction(work);
    };
    await expect(run({ signal: controller.signal })).rejects.toThrow();
    // The batch in flight when the abort came is rolled back; the source stays IMPORTING for the retry.
    expect(state(mem)).toMatchObject({ status: 'IMPORTING', imported_rows: 1_000 });
    expect(mem.docs).toHaveLength(1_000);
  });
});
