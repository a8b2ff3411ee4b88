import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSecretBox, SecretBox, secretKeyFile } from './secret-box.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sentio-box-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the secret box', () => {
  it('opens what it sealed, never shows the plain text, and differs each time', () => {
    const box = new SecretBox('a key of sixteen or more characters');
    const a = box.seal('s3cret-token');
    expect(a).not.toContain('s3cret');
    expect(box.seal('s3cret-token')).not.toBe(a);
    expect(box.open(a)).toBe('s3cret-token');
  });

  it('refuses a box of another key or a changed one', () => {
    const sealed = new SecretBox('the first key material!').seal('x');
    expect(() => new SecretBox('another key material!!').open(sealed)).toThrow();
    expect(() => new SecretBox('the first key material!').open(`${sealed.slice(0, -4)}AAAA`)).toThrow();
  });

  it('without SECRET_KEY generates a key file once and reads it at the next start', () => {
    const first = openSecretBox({ secretKey: null, dataDir: dir });
    const key = readFileSync(secretKeyFile(dir), 'utf8');
    const second = openSecretBox({ secretKey: null, dataDir: dir });
    expect(readFileSync(secretKeyFile(dir), 'utf8')).toBe(key);
    expect(second.open(first.seal('kept'))).toBe('kept');
  });
});
