import { describe, expect, it } from 'vitest';
import { imageType } from './file-service.js';
import { defaultSettings, readSettings, thresholdFor } from './settings.js';

describe('readSettings', () => {
  it('fills every default for an empty or broken column', () => {
    expect(readSettings({})).toEqual(defaultSettings());
    expect(readSettings(null)).toEqual(defaultSettings());
    expect(readSettings([1, 2])).toEqual(defaultSettings());
  });

  it('keeps the valid parts when one part is broken', () => {
    const settings = readSettings({
      categoryThresholds: [{ modelCode: 'topics', threshold: 0.4, categories: [] }],
      masking: { enabled: 'yes' },
      defaultLanguage: 'en',
    });
    expect(settings.categoryThresholds).toHaveLength(1);
    expect(settings.masking).toEqual(defaultSettings().masking);
    expect(settings.defaultLanguage).toBe('en');
  });
});

describe('thresholdFor', () => {
  const settings = readSettings({
    categoryThresholds: [{ modelCode: 'topics', threshold: 0.4, categories: [{ categoryId: 'c1', threshold: 0.7 }] }],
  });

  it('prefers the category, then the analysis per model, then the model', () => {
    expect(thresholdFor(settings, 'topics', 'c1', 0.5)).toBe(0.7);
    expect(thresholdFor(settings, 'topics', 'c2', 0.5)).toBe(0.4);
    expect(thresholdFor(settings, 'topics', null, 0.5)).toBe(0.4);
    expect(thresholdFor(settings, 'mood', 'POSITIVE', 0.5)).toBe(0.5);
    expect(thresholdFor(settings, 'mood', null, null)).toBeNull();
  });
});

describe('imageType', () => {
  it('reads the type from the bytes and refuses scripted SVG', () => {
    expect(imageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(imageType(Buffer.from('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>'))).toBe('image/svg+xml');
    expect(imageType(Buffer.from('<svg><a href="javascript:alert(1)"/></svg>'))).toBeNull();
    expect(imageType(Buffer.from('<svg><g onclick="x()"/></svg>'))).toBeNull();
    expect(imageType(Buffer.from('GIF89a'))).toBeNull();
  });
});
