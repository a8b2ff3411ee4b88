import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { StoredFileRepository } from './stored-file-repository.js';

// Keys are paths made of our own ids; anything else (.., absolute paths, odd characters) is a bug or an attack.
const keyPattern = /^[\w-]+(?:\/[\w.-]+)*$/;

/**
 * Files under `<DATA_DIR>/files`, by key like `<workspaceId>/models/<modelId>/v3.model`. Writes are atomic
 * (temp file + rename), so a reader never sees half a model file. On several processes DATA_DIR must be shared.
 */
export class FileStore {
  private readonly files: StoredFileRepository | null;

  /** `db` is needed only by the expiring files (putExpiring, cleanupExpired). */
  constructor(
    readonly root: string,
    db: Db | null = null,
  ) {
    this.files = db ? new StoredFileRepository(db) : null;
  }

  async put(key: string, data: Buffer | string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Deleting a missing file is not an error. */
  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await this.files?.delete(key);
  }

  /** Deletes every file under `prefix` (a key-like folder, e.g. a model's), with their expiry rows. */
  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
    await this.files?.deletePrefix(prefix);
  }

  /** A file `files.cleanup` deletes after `expiresAt` (failed upload rows: 24 h). Rewriting a key moves its expiry. */
  async putExpiring(key: string, workspaceId: string, data: Buffer | string, expiresAt: Date): Promise<void> {
    // The row first: if the write fails, cleanup removes a row without a file, never leaves a file without a row.
    await this.requireDb().upsert(key, workspaceId, expiresAt);
    await this.put(key, data);
  }

  /** When a stored expiring file expires; null for a key that never expired or is gone. */
  async expiresAt(key: string): Promise<Date | null> {
    return this.requireDb().expiresAt(key);
  }

  /** Deletes expired files and their rows (in batches); returns how many. `now` lets tests move the clock. */
  async cleanupExpired(now: Date = new Date()): Promise<number> {
    const files = this.requireDb();
    let total = 0;
    for (;;) {
      const keys = await files.expired(now, 500);
      if (keys.length === 0) return total;
      for (const key of keys) await rm(this.pathOf(key), { force: true });
      await files.deleteExpired(keys, now);
      total += keys.length;
      if (keys.length < 500) return total;
    }
  }

  private pathOf(key: string): string {
    if (!keyPattern.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
      throw new Error(`invalid file key: ${key}`);
    }
    return path.join(this.root, ...key.split('/'));
  }

  private requireDb(): StoredFileRepository {
    if (!this.files) throw new Error('FileStore was built without a database: expiring files need one');
    return this.files;
  }
}
