import { describe, expect, it } from 'vitest';
import { pcmWav, readWav, sniffAudio, splitStereoWav } from './audio.js';

describe('sniffAudio', () => {
  it('tells WAV, MP3 (tagged or a bare frame) and OGG by their bytes, and nothing else', () => {
    expect(sniffAudio(pcmWav(8000, [[0]]))).toBe('WAV');
    expect(sniffAudio(Buffer.from('ID3\u0004', 'latin1'))).toBe('MP3');
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe('MP3');
    expect(sniffAudio(Buffer.from('OggS\u0000', 'latin1'))).toBe('OGG');
    expect(sniffAudio(Buffer.from('fLaC', 'latin1'))).toBeNull();
    expect(sniffAudio(Buffer.from([0xff, 0xe0]))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});

describe('splitStereoWav', () => {
  it('puts channel 0 in left and channel 1 in right, as mono WAVs of the same sample format', () => {
    const stereo = pcmWav(16000, [
      [0.5, -0.25, 0],
      [-1, 1, 0.125],
    ]);
    const split = splitStereoWav(stereo);
    expect(split?.seconds).toBeCloseTo(3 / 16000);
    const left = readWav(split?.left ?? Buffer.alloc(0));
    expect(left).toMatchObject({ format: 1, channels: 1, sampleRate: 16000, bitsPerSample: 16, blockAlign: 2, dataLength: 6 });
    const samples = (b: Buffer | undefined) => [0, 1, 2].map((i) => b?.readInt16LE(44 + i * 2));
    expect(samples(split?.left)).toEqual([16384, -8192, 0]);
    expect(samples(split?.right)).toEqual([-32767, 32767, 4096]);
  });

  it('skips chunks before the samples and reads a data size of 0 (a streamed WAV) as "to the end"', () => {
    const plain = pcmWav(8000, [
      [0.5, 0.5],
      [-0.5, -0.5],
    ]);
    const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0', 'latin1')]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    withList.writeUInt32LE(0, 36 + list.length + 4);
    expect(splitStereoWav(withList)?.seconds).toBeCloseTo(2 / 8000);
  });

  it('refuses a mono WAV, a WAV of compressed samples and anything not a WAV', () => {
    expect(splitStereoWav(pcmWav(8000, [[0.1, 0.2]]))).toBeNull();
    const adpcm = pcmWav(8000, [[0.1], [0.2]]);
    adpcm.writeUInt16LE(2, 20);
    expect(splitStereoWav(adpcm)).toBeNull();
    expect(splitStereoWav(Buffer.from('OggS', 'latin1'))).toBeNull();
  });
});
