import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseUpload } from './parse.js';
import { usedColumns } from './parse-xlsx.js';
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
