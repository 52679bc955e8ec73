import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAntdRender } from '../antd-render';

// jsdom lacks the browser APIs antd and recharts touch.
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
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}
// jsdom computes styles slowly and cannot for pseudo-elements (antd asks for them on every render).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// antd's forms validate and render asynchronously, and console pages load their code on first use:
// on a loaded CI machine a find can take seconds. 5 s was once not enough for a page's form, its
// confirmation and the request after it (channels-page, with every test project running at once);
// a find still returns as soon as what it looks for is there.
configure({ asyncUtilTimeout: 15_000 });
installAntdRender();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
