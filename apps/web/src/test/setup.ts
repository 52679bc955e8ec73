import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
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
// jsdom does not scroll elements; react-virtuoso moves its scroller with these to keep its place.
function scrollElement(this: Element, by: boolean, x?: ScrollToOptions | number, y?: number) {
  const options = typeof x === 'object' ? x : { left: x, top: y };
  if (typeof options.top === 'number') this.scrollTop = (by ? this.scrollTop : 0) + options.top;
  if (typeof options.left === 'number') this.scrollLeft = (by ? this.scrollLeft : 0) + options.left;
  // Browsers tell of a scroll on the next frame, never inside the call.
  setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
}
Element.prototype.scrollTo ??= function (this: Element, x?: ScrollToOptions | number, y?: number) {
  scrollElement.call(this, false, x, y);
} as Element['scrollTo'];
Element.prototype.scrollBy ??= function (this: Element, x?: ScrollToOptions | number, y?: number) {
  scrollElement.call(this, true, x, y);
} as Element['scrollBy'];

// Lazy pages are transformed on first use and CI runs every project at once: give finds time (a
// find still returns as soon as what it looks for is there).
configure({ asyncUtilTimeout: 15_000 });

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

// Unmounting the last test's toasts and dialogs (and a query settling as it unmounts) schedules
// React work for the next macrotask; let it run before the file's jsdom is torn down, or react-dom
// meets a missing `window` ("window is not defined" after the file passed).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

// jsdom has no pointer capture; antd-mobile's drag-to-close popups (use-gesture) call it on pointerdown.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
