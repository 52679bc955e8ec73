import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach, vi } from 'vitest';
import { installAntdRender } from '../app/antd-render';

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

// jsdom has no pointer capture; antd-mobile's drag-to-close popups (use-gesture) call it on pointerdown.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
