import { createInflateRaw } from 'node:zlib';

/**
 * How many bytes a zip's entries really inflate to, counted by inflating them as a stream (nothing is kept) and
 * stopping as soon as `budget` is passed: the sizes a zip's central directory declares are only the sender's word,
 * and a workbook that lies about them would otherwise be inflated in full by the workbook reader before any check.
 * Answers `budget + 1` or more when over, or null when the bytes are not a zip this reader understands (the workbook
 * reader then reports it as malformed).
 */
export async function inflatedSize(data: Buffer, budget: number): Promise<number | null> {
  const entries = centralDirectory(data);
  if (!entries) return null;
  let total = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, Math.min(data.length, start + entry.compressedSize));
    if (entry.method === 0) total += body.length;
    else if (entry.method === 8) total += await inflateCounted(body, budget - total);
    else return null;
    if (total > budget) return total;
  }
  return total;
}

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

function centralDirectory(data: Buffer): Entry[] | null {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    out.push({
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return out;
}

function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) if (data.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

/** Inflated length of one deflate stream, counting chunks as they come and stopping once past `budget`. */
function inflateCounted(input: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
    let total = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        settle(() => resolve(total));
        inflate.destroy();
      }
    });
    inflate.on('end', () => settle(() => resolve(total)));
    inflate.on('error', (err) => settle(() => reject(err)));
    inflate.end(input);
  });
}
