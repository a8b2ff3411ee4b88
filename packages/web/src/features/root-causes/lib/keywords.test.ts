import { describe, expect, it } from 'vitest';
import { keywordFieldErrors, splitKeywords } from './keywords';

describe('keyword form helpers', () => {
  it('splits on commas and new lines, trims, drops empty and repeated keywords', () => {
    expect(splitKeywords(' kargo, iade\n\nKARGO ,geç teslimat\r\n')).toEqual(['kargo', 'iade', 'geç teslimat']);
    expect(splitKeywords(' , \n')).toEqual([]);
  });

  it('puts the server field errors on the form fields once each', () => {
    const text = (f: { messageCode: string }) => f.messageCode;
    expect(
      keywordFieldErrors(
        [
          { field: 'keyword', messageCode: 'KEYWORD_EXISTS', message: '' },
          { field: 'keywords.2', messageCode: 'FIELD_TOO_LONG', message: '' },
          { field: 'keywords.3', messageCode: 'FIELD_TOO_LONG', message: '' },
          { field: 'connected.0', messageCode: 'FIELD_REQUIRED', message: '' },
          { field: 'other', messageCode: 'FIELD_INVALID', message: '' },
        ],
        text,
        ['keywords', 'connected'],
      ),
    ).toEqual([
      { name: 'keywords', errors: ['KEYWORD_EXISTS', 'FIELD_TOO_LONG'] },
      { name: 'connected', errors: ['FIELD_REQUIRED'] },
    ]);
  });
});
