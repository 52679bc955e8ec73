import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach, vi } from 'vitest';
import { installAntdRender } from '../app/antd-render';
import { configureToasts } from '../app/toast-defaults';

// jsdom lacks these browser APIs that antd-mobile touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
window.scrollTo = () => undefined;

// Lazy pages are transformed on first use: give finds time on a cold run.
configure({ asyncUtilTimeout: 5000 });

// Toast and Dialog render through this under React 19, exactly as in the app.
installAntdRender();
configureToasts();

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  Dialog.clear();
  Toast.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
