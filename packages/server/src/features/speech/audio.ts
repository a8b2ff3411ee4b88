/**
 * Audio files as Sentio needs them (docs/speech.md "Audio"): which of WAV, MP3 or OGG a file is (by its bytes, not
 * its name), and a stereo WAV split into two mono WAVs — done here, in process, from the RIFF header, because PCM is
 * just interleaved samples. MP3 and OGG would need a decoder to split, so a stereo recording in those formats has to
 * come as two files (one per speaker).
 */

export type AudioFormat = 'WAV' | 'MP3' | 'OGG';

export const audioMime: Record<AudioFormat, string> = { WAV: 'audio/wav', MP3: 'audio/mpeg', OGG: 'audio/ogg' };
export const audioExtension: Record<AudioFormat, string> = { WAV: 'wav', MP3: 'mp3', OGG: 'ogg' };

const ascii = (data: Buffer, at: number, length: number) => data.toString('latin1', at, at + length);

/** The format of an audio file by its first bytes; null for anything else (AUDIO_TYPE_UNSUPPORTED). */
export function sniffAudio(data: Buffer): AudioFormat | null {
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 4) === 'WAVE') return 'WAV';
  if (data.length >= 4 && ascii(data, 0, 4) === 'OggS') return 'OGG';
  if (data.length >= 3 && ascii(data, 0, 3) === 'ID3') return 'MP3';
  // An MP3 without an ID3 tag starts with a frame: 11 sync bits, then a layer that is not "reserved".
  const b0 = data[0];
  const b1 = data[1];
  if (b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0) return 'MP3';
  return null;
}

export interface WavInfo {
  /** 1 PCM, 3 IEEE float, 6 A-law, 7 µ-law (WAVE_FORMAT_EXTENSIBLE resolved to its sub-format). */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
  /** Where the samples are, clamped to the file (a streamed WAV may say 0 or 0xFFFFFFFF). */
  dataOffset: number;
  dataLength: number;
}

const splittableFormats = new Set([1, 3, 6, 7]);
const extensible = 0xfffe;

/** The header of a WAV file, or null when it is not one Sentio can split (compressed, malformed, no data). */
export function readWav(data: Buffer): WavInfo | null {
  if (sniffAudio(data) !== 'WAV') return null;
  let at = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataLength'> | null = null;
  while (at + 8 <= data.length) {
    const id = ascii(data, at, 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= data.length) {
      let format = data.readUInt16LE(body);
      // The extensible header names the real format in the first two bytes of its sub-format GUID.
      if (format === extensible && size >= 40 && body + 26 <= data.length) format = data.readUInt16LE(body + 24);
      fmt = {
        format,
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        blockAlign: data.readUInt16LE(body + 12),
        bitsPerSample: data.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) return null;
      const dataLength = Math.min(size === 0 ? data.length : size, data.length - body);
      const bytes = fmt.bitsPerSample / 8;
      const usable =
        splittableFormats.has(fmt.format) &&
        fmt.channels >= 1 &&
        fmt.sampleRate > 0 &&
        Number.isInteger(bytes) &&
        bytes > 0 &&
        fmt.blockAlign === fmt.channels * bytes;
      return usable ? { ...fmt, dataOffset: body, dataLength: dataLength - (dataLength % fmt.blockAlign) } : null;
    }
    // Chunks are padded to an even length.
    at = body + size + (size % 2);
  }
  return null;
}

/** A mono WAV of the given samples, in the source's sample format (a plain 16-byte `fmt ` chunk). */
function monoWav(info: WavInfo, samples: Buffer): Buffer {
  const bytes = info.bitsPerSample / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(info.format, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * bytes, 28);
  header.writeUInt16LE(bytes, 32);
  header.writeUInt16LE(info.bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/**
 * The two channels of a stereo WAV as mono WAVs: `left` is channel 0, `right` channel 1. Null when the file is not a
 * splittable WAV of exactly two channels (AUDIO_NOT_STEREO_WAV).
 */
export function splitStereoWav(data: Buffer): { left: Buffer; right: Buffer; seconds: number } | null {
  const info = readWav(data);
  if (!info || info.channels !== 2) return null;
  const bytes = info.bitsPerSample / 8;
  const frames = info.dataLength / info.blockAlign;
  const left = Buffer.alloc(frames * bytes);
  const right = Buffer.alloc(frames * bytes);
  for (let f = 0; f < frames; f++) {
    const at = info.dataOffset + f * info.blockAlign;
    data.copy(left, f * bytes, at, at + bytes);
    data.copy(right, f * bytes, at + bytes, at + 2 * bytes);
  }
  return { left: monoWav(info, left), right: monoWav(info, right), seconds: frames / info.sampleRate };
}

/** A PCM 16-bit WAV of the given channels (each an array of samples in −1…1): test fixtures and the docs' examples. */
export function pcmWav(sampleRate: number, channels: readonly (readonly number[])[]): Buffer {
  const frames = Math.max(0, ...channels.map((c) => c.length));
  const blockAlign = channels.length * 2;
  const out = Buffer.alloc(44 + frames * blockAlign);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + frames * blockAlign, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(channels.length, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * blockAlign, 28);
  out.writeUInt16LE(blockAlign, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(frames * blockAlign, 40);
  for (let f = 0; f < frames; f++) {
    channels.forEach((channel, c) => {
      const v = Math.max(-1, Math.min(1, channel[f] ?? 0));
      out.writeInt16LE(Math.round(v * 32767), 44 + f * blockAlign + c * 2);
    });
  }
  return out;
}
