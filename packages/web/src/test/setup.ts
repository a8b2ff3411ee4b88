import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Pure tests opt into the node environment (`@vitest-environment node`): jsdom costs seconds per file.
const hasDom = typeof window !== 'undefined';

// jsdom has no matchMedia; antd's responsive helpers (Grid, Layout.Sider breakpoints) call it on mount.
if (hasDom && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Tests run without vitest globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (hasDom) localStorage.clear();
});
