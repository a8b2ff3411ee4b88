/**
 * The total uncompressed size a zip's central directory declares, read before anything is inflated so a small
 * upload that would inflate to gigabytes (a "zip bomb") is refused cheaply. ZIP64 (sizes of 4 GiB or more, or more
 * than 65,535 entries) answers Infinity: no workbook a person uploads needs it. null when the bytes are not a zip
 * this reader understands; the workbook parser then reports it as malformed.
 */
export function zipUncompressedSize(data: Buffer): number | null {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  const dirSize = data.readUInt32LE(eocd + 12);
  const dirOffset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) return Infinity;
  if (dirOffset + dirSize > data.length) return null;
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** The End Of Central Directory record: 22 bytes plus a comment of up to 65,535, so searched from the end. */
function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) if (data.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}
