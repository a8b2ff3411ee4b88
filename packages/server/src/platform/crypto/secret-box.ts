import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Secrets kept in the database (callback credentials and signing secrets) are sealed with AES-256-GCM: a copy of the
 * database alone does not reveal them, and a tampered box fails to open instead of yielding garbage. The key is
 * SHA-256 of the configured key material (docs/callbacks.md, "Secrets").
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  }

  /** `v1:` + base64(iv | tag | ciphertext); a fresh iv each time, so equal secrets give different boxes. */
  seal(plain: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** Throws when the box was sealed with another key or changed. */
  open(box: string): string {
    const [v, data] = box.split(':', 2);
    if (v !== version || !data) throw new Error('not a sealed secret');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, ivBytes));
    decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
  }
}

/** Where the generated key lives when SECRET_KEY is not set. */
export const secretKeyFile = (dataDir: string): string => path.join(dataDir, 'secret.key');

/**
 * The box of this process: SECRET_KEY when configured (required when several processes share one database), else
 * a key file generated once in the data directory (mode 0600) and read at every later start — so the embedded
 * database and its key travel together.
 */
export function openSecretBox(config: { secretKey: string | null; dataDir: string }): SecretBox {
  if (config.secretKey) return new SecretBox(config.secretKey);
  const file = secretKeyFile(config.dataDir);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's.
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return new SecretBox(readFileSync(file, 'utf8').trim());
}
