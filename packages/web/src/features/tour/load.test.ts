import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store/appStore';
import { loadTourContent } from './load';

const content = (language: 'en' | 'tr') => ({
  language,
  welcome: [{ id: 'w1', selector: 'body', title: `t-${language}`, description: 'd' }],
  pageTours: [],
});

afterEach(() => {
  useAppStore.getState().clearTour();
  vi.restoreAllMocks();
});

describe('loadTourContent', () => {
  it('loads a language once and does not load it again while it is present', async () => {
    const load = vi.fn((l: 'en' | 'tr') => Promise.resolve(content(l)));
    await loadTourContent('en', load);
    await loadTourContent('en', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().tourContent?.welcome[0]?.title).toBe('t-en');
  });

  it('loads the other language when the interface language changes', async () => {
    const load = vi.fn((l: 'en' | 'tr') => Promise.resolve(content(l)));
    await loadTourContent('en', load);
    await loadTourContent('tr', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(useAppStore.getState().tourContent?.language).toBe('tr');
  });

  it('shares one load between callers that ask at the same time', async () => {
    const load = vi.fn((l: 'en' | 'tr') => Promise.resolve(content(l)));
    await Promise.all([loadTourContent('tr', load), loadTourContent('tr', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores the message of a failed load and keeps no content', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await loadTourContent('en', () => Promise.reject(new Error('chunk failed to load')));
    expect(result).toBeNull();
    expect(useAppStore.getState().tourError).toBe('chunk failed to load');
    expect(useAppStore.getState().tourContent).toBeNull();
  });

  it('takes a malformed file as a failed load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadTourContent('en', () => Promise.resolve({ language: 'en', welcome: 'nope' }));
    expect(useAppStore.getState().tourError).not.toBeNull();
  });

  it('ships content for both languages with the welcome tour of three steps', async () => {
    for (const language of ['en', 'tr'] as const) {
      useAppStore.getState().clearTour();
      const loaded = await loadTourContent(language);
      expect(useAppStore.getState().tourError).toBeNull();
      expect(loaded?.language).toBe(language);
      expect(loaded?.welcome).toHaveLength(3);
    }
    // The two files describe the same steps: only the texts differ.
    const [en, tr] = await Promise.all(
      (['en', 'tr'] as const).map(async (l) => {
        useAppStore.getState().clearTour();
        return loadTourContent(l);
      }),
    );
    const shape = (c: typeof en) => c?.pageTours.map(({ id, selector, ordering, pageUrl, tab }) => ({ id, selector, ordering, pageUrl, tab }));
    expect(shape(tr)).toEqual(shape(en));
  });
});
