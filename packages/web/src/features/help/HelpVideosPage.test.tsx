import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HelpVideo } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { matchesGuide, videoKind } from './guides';
import { HelpVideosPage } from './pages/HelpVideosPage';

const slow = { timeout: 10_000 };
/** Pictures are the browser tests' screenshots (gitignored): a clone that never ran them has none, and says so. */
const shot = (name: string) => existsSync(resolve(__dirname, '../../../../../e2e/screenshots', name));
const expectPicture = (guide: HTMLElement, name: string) => {
  const img = guide.querySelector('img');
  if (shot(name)) expect(img?.getAttribute('src')).toMatch(name.replace('.png', ''));
  else expect(img).toBeNull();
};
const operator = { ...userWith('ADMIN'), userType: 'SYSTEM_ADMIN' as const };
const routes = [{ path: '/help/videos', element: <HelpVideosPage /> }];
const video: HelpVideo = {
  guide: 'models',
  language: 'en',
  url: 'https://videos.example.com/models.mp4',
  updatedAt: '2026-11-27T10:00:00Z',
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
  await initI18n('en');
});

describe('matchesGuide', () => {
  it('folds Turkish letters and case, and wants every word', () => {
    expect(matchesGuide(['Kök nedenler', 'Olumsuz geri bildirimler'], 'KÖK')).toBe(true);
    expect(matchesGuide(['İade süreci'], 'iade')).toBe(true);
    expect(matchesGuide(['Iğdır'], 'igdir')).toBe(true);
    expect(matchesGuide(['Models and training'], 'models train')).toBe(true);
    expect(matchesGuide(['Models and training'], 'models dashboard')).toBe(false);
    expect(matchesGuide(['anything'], '  ')).toBe(true);
  });
});

describe('videoKind', () => {
  it('plays files in place, embeds YouTube and Vimeo and links anything else', () => {
    expect(videoKind('https://x.example.com/a.mp4').kind).toBe('file');
    expect(videoKind('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoKind('https://vimeo.com/123456').src).toBe('https://player.vimeo.com/video/123456');
    expect(videoKind('https://intranet.example.com/training').kind).toBe('link');
  });
});

describe('the learning center', () => {
  it('lists a guide per area with its screenshot and searches them', slow, async () => {
    mockApi({ 'GET /api/help/videos': () => json([]) });
    renderAt(routes, '/help/videos', userWith('ANALYST'));
    expect(await screen.findByTestId('help-guide-analyses')).toBeTruthy();
    expect(screen.getAllByTestId(/^help-guide-[a-z-]+$/)).toHaveLength(12);
    // Pictures come from the browser tests' screenshots, in the interface language.
    expectPicture(screen.getByTestId('help-guide-models'), 'models-list-en.png');
    fireEvent.change(screen.getByPlaceholderText('Search the guides'), { target: { value: 'TOPICS' } });
    await waitFor(() =>
      expect(screen.getAllByTestId(/^help-guide-[a-z-]+$/).map((e) => e.dataset['testid'])).toEqual(['help-guide-root-causes']),
    );
    fireEvent.change(screen.getByPlaceholderText('Search the guides'), { target: { value: 'zzzz' } });
    expect(await screen.findByTestId('help-empty')).toBeTruthy();
    // Not an operator: no video settings.
    expect(screen.queryByTestId('help-video-admin')).toBeNull();
  });

  it('opens a guide with its steps, and shows the operator video instead of the screenshots', slow, async () => {
    mockApi({ 'GET /api/help/videos': () => json([video]) });
    const router = renderAt(routes, '/help/videos?guide=models', userWith('ANALYST'));
    const detail = await screen.findByTestId('help-detail');
    expect(detail.textContent).toContain('Create a model with its categories under Models.');
    await waitFor(() => expect(screen.getByTestId('help-detail-video').getAttribute('src')).toBe(video.url));
    expect(screen.queryByTestId('help-detail-screenshot')).toBeNull();
    fireEvent.click(screen.getByTestId('help-guide-root-causes'));
    await waitFor(() => expect(router.state.location.search).toBe('?guide=root-causes'));
    if (shot('root-causes-03-root-causes-en.png'))
      expect(await screen.findAllByTestId('help-detail-screenshot')).not.toHaveLength(0);
  });

  it('is in Turkish for a Turkish interface, searching Turkish-aware', slow, async () => {
    await initI18n('tr');
    mockApi({ 'GET /api/help/videos': () => json([]) });
    renderAt(routes, '/help/videos', userWith('ANALYST'));
    expect((await screen.findByTestId('help-title')).textContent).toBe('Öğrenme merkezi');
    expectPicture(screen.getByTestId('help-guide-root-causes'), 'root-causes-05-list-tr.png');
    // "ÜRÜNLERİNİZİ" (capital dotted İ) finds "ürünlerinizi".
    fireEvent.change(screen.getByPlaceholderText('Rehberlerde arayın'), { target: { value: 'ÜRÜNLERİNİZİ' } });
    await waitFor(() =>
      expect(screen.getAllByTestId(/^help-guide-[a-z-]+$/).map((e) => e.dataset['testid'])).toEqual([
        'help-guide-entity-mapping',
      ]),
    );
  });

  it('lets an operator set a video and refuses an address that is not http(s)', slow, async () => {
    const calls = mockApi({
      'GET /api/help/videos': () => json([]),
      'PUT /api/admin/help/videos': () => json([video]),
    });
    renderAt(routes, '/help/videos', operator);
    await screen.findByTestId('help-video-admin');
    fireEvent.change(screen.getByTestId('help-video-url'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('help-video-save'));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('help-video-url'), { target: { value: 'https://videos.example.com/models.mp4' } });
    fireEvent.click(screen.getByTestId('help-video-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      guide: 'analyses',
      language: 'en',
      url: 'https://videos.example.com/models.mp4',
    });
    expect(await screen.findByText(video.url)).toBeTruthy();
  });
});
