import { uploadError } from './upload-error.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text of an uploaded file. UTF-8 (with or without BOM) as is; a UTF-16 BOM (Excel's "Unicode text") is decoded;
 * anything else that is not valid UTF-8 (latin-1, Windows-1254 exports) is refused rather than guessed, because a
 * wrong guess silently garbles Turkish letters in every imported document.
 */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return decodeWith('utf-16le', data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return decodeWith('utf-16be', data.subarray(2));
  const body = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  try {
    return utf8.decode(body);
  } catch {
    const line = lineOfInvalidByte(body);
    throw uploadError('UPLOAD_ENCODING', { text: `The first invalid byte is on line ${line}.`, line });
  }
}

function decodeWith(encoding: 'utf-16le' | 'utf-16be', data: Buffer): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(data);
  } catch {
    throw uploadError('UPLOAD_ENCODING');
  }
}

/** 1-based line of the first byte sequence that is not UTF-8 (where the lenient decoder puts its first U+FFFD). */
function lineOfInvalidByte(data: Buffer): number {
  const text = new TextDecoder('utf-8').decode(data);
  const at = text.indexOf('\uFFFD');
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
