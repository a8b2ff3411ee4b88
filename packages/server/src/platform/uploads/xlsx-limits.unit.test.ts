import ExcelJS from 'exceljs';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseUpload } from './parse.js';
import { usedColumns } from './parse-xlsx.js';
import { inflatedSize } from './xlsx-inflate.js';
import { zipUncompressedSize } from './zip-size.js';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['text']);
  sheet.addRow(['hello']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Rewrites the uncompressed size every central directory entry declares (the bytes stay as they are). */
function claimSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 46 <= out.length; i++) if (out.readUInt32LE(i) === 0x02014b50) out.writeUInt32LE(size, i + 24);
  return out;
}

describe('usedColumns', () => {
  it('handles more rows than a spread call could take', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => (i === 7 ? ['', 'x', '', 'y'] : ['', 'x']));
    expect(usedColumns(rows)).toEqual({ first: 1, end: 4 });
  });

  it('reads nothing from empty rows', () => {
    expect(usedColumns([[''], []])).toEqual({ first: 0, end: 0 });
  });
});

describe('XLSX zip bomb guard', () => {
  it('sums the sizes the central directory declares', async () => {
    const size = zipUncompressedSize(await workbook());
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(1024 * 1024);
    expect(zipUncompressedSize(Buffer.from('not a zip'))).toBeNull();
  });

  it('refuses a workbook that claims to unpack to gigabytes with UPLOAD_TOO_LARGE', async () => {
    const bomb = claimSize(await workbook(), 0x7fff_ffff);
    await expect(parseUpload(bomb, 'bomb.xlsx')).rejects.toMatchObject({ status: 400, messageCode: 'UPLOAD_TOO_LARGE' });
  });

  it('refuses ZIP64 size markers as too large', async () => {
    const zip64 = claimSize(await workbook(), 0xffff_ffff);
    expect(zipUncompressedSize(zip64)).toBe(Infinity);
    await expect(parseUpload(zip64, 'z.xlsx')).rejects.toMatchObject({ messageCode: 'UPLOAD_TOO_LARGE' });
  });
});

/**
 * A one-entry zip whose directory says its sheet unpacks to 1 KB while it really inflates to `mib` MiB of spaces:
 * the same 1 MiB deflate block repeated (each ends on a byte boundary), then an empty final block.
 */
function lyingZip(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const dirOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('XLSX whose directory lies about its sizes', () => {
  it('is refused with UPLOAD_TOO_LARGE after inflating no more than the budget, quickly', async () => {
    const bomb = lyingZip(400);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUncompressedSize(bomb)).toBe(1024);
    const started = Date.now();
    const before = process.memoryUsage().rss;
    await expect(parseUpload(bomb, 'bomb.xlsx')).rejects.toMatchObject({ status: 400, messageCode: 'UPLOAD_TOO_LARGE' });
    expect(Date.now() - started).toBeLessThan(5000);
    // Counted as a stream, never held: memory does not grow by the inflated size.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('counts what a real workbook inflates to and stops past the budget', async () => {
    const real = await workbook();
    const size = await inflatedSize(real, 1024 * 1024 * 1024);
    expect(size).toBe(zipUncompressedSize(real));
    expect(await inflatedSize(lyingZip(3), 1024 * 1024)).toBeGreaterThan(1024 * 1024);
    expect(await inflatedSize(Buffer.from('not a zip'), 100)).toBeNull();
  });
});

describe('XLSX cells', () => {
  it('are free text: a NUL is removed and a lone surrogate becomes U+FFFD', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['te\u0000xt']);
    sheet.addRow(['half \udc00 pair']);
    const parsed = await parseUpload(Buffer.from(await book.xlsx.writeBuffer()), 'cells.xlsx');
    expect(parsed.columns).toEqual(['text']);
    expect(parsed.rows).toEqual([['half \uFFFD pair']]);
  });
});
