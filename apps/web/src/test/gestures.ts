import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Under vitest's jsdom `window instanceof Window` is false, and antd-mobile's PullToRefresh walks
 * the scroll parents of a pull up to the window (`instanceof Window`): it would loop forever.
 */
function windowIsAWindow(): void {
  const jsdomWindow = window.Window;
  if (window instanceof jsdomWindow) return;
  const check = (value: unknown) => value === window || value instanceof jsdomWindow;
  vi.stubGlobal(
    'Window',
    Object.defineProperty(() => undefined, Symbol.hasInstance, { value: check }),
  );
}

const touchesAt = (el: Element, y: number) => [{ identifier: 1, clientX: 100, clientY: y, target: el }];

/** A finger pulls `el` down by `dy` px (in `steps` moves) and stays there; `release()` lifts it. */
export function pullDown(el: Element, dy: number, steps = 4) {
  windowIsAWindow();
  const start = 100;
  const at = (y: number) => {
    const touches = touchesAt(el, y);
    return { touches, targetTouches: touches, changedTouches: touches };
  };
  fireEvent.touchStart(el, at(start));
  for (let i = 1; i <= steps; i++) fireEvent.touchMove(el, at(start + (dy * i) / steps));
  return {
    release: () =>
      fireEvent.touchEnd(el, { touches: [], targetTouches: [], changedTouches: touchesAt(el, start + dy) }),
  };
}

export interface PhoneScreenOptions {
  /** The rows of the list: the page is as tall as the rows rendered. */
  rowSelector: string;
  rowHeight?: number;
  /** Height above the list (title bar, tabs, search). */
  top?: number;
}

/**
 * A phone screen of 375×812 over jsdom, which lays nothing out: the page is as tall as the rows
 * rendered, and `scrollToEnd()` scrolls it as a finger would. antd-mobile's InfiniteScroll reads
 * where its tail is (offsetParent, getBoundingClientRect) to decide when to load the next page.
 */
export function phoneScreen({ rowSelector, rowHeight = 56, top = 150 }: PhoneScreenOptions) {
  const height = 812;
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal('innerHeight', height);
  let scrollY = 0;
  const tailHeight = 40;
  const pageHeight = () => top + document.querySelectorAll(rowSelector).length * rowHeight + tailHeight;
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.isConnected ? document.body : null;
  });
  const rectOf = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.classList.contains('adm-infinite-scroll')) return rectOf.call(this);
    const y = pageHeight() - tailHeight - scrollY;
    return {
      x: 0,
      y,
      top: y,
      left: 0,
      right: 375,
      bottom: y + tailHeight,
      width: 375,
      height: tailHeight,
      toJSON() {},
    };
  });
  return {
    /** Scrolls to the bottom of what is rendered now. */
    scrollToEnd() {
      scrollY = Math.max(0, pageHeight() - height);
      fireEvent.scroll(window);
    },
    /** Scrolls so that the list's tail (its 加载中 line) starts `px` below the bottom of the screen. */
    endBelowScreen(px: number) {
      scrollY = Math.max(0, pageHeight() - tailHeight - height - px);
      fireEvent.scroll(window);
    },
    /** Back to the top, where a pull-to-refresh starts. */
    scrollToTop() {
      scrollY = 0;
      fireEvent.scroll(window);
    },
    rows: () => document.querySelectorAll(rowSelector).length,
  };
}
