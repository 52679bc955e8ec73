import { type MouseEvent, type TouchEvent, useRef } from 'react';

const PRESS_MS = 500;
const MOVE_TOLERANCE = 10;

/**
 * Long press (touch or mouse held 500 ms) and the context menu (right click) both call `onPress`.
 * Moving the finger cancels the press, so scrolling never opens the menu.
 *
 * When the finger lifts after a long press, the browser would turn the touch into mouse events and
 * a click at the same spot — which is now the opened menu's mask, so the menu closed at once. The
 * touchend of a press that fired is therefore cancelled (no compatibility mouse events, no click),
 * and a click that still arrives (a mouse long press) is swallowed.
 */
export function useLongPress(onPress: () => void, enabled = true) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  };
  const fire = () => {
    fired.current = true;
    onPress();
  };
  const start = (x: number, y: number) => {
    if (!enabled) return;
    cancel();
    fired.current = false;
    origin.current = { x, y };
    timer.current = setTimeout(() => {
      timer.current = null;
      fire();
    }, PRESS_MS);
  };
  const move = (x: number, y: number) => {
    const o = origin.current;
    if (o && (Math.abs(x - o.x) > MOVE_TOLERANCE || Math.abs(y - o.y) > MOVE_TOLERANCE)) cancel();
  };
  const end = (e: TouchEvent) => {
    if (fired.current && e.cancelable) {
      e.preventDefault();
      fired.current = false; // no click follows a cancelled touchend
    }
    cancel();
  };

  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      if (t) start(t.clientX, t.clientY);
    },
    onTouchMove: (e: TouchEvent) => {
      const t = e.touches[0];
      if (t) move(t.clientX, t.clientY);
    },
    onTouchEnd: end,
    onTouchCancel: cancel,
    onMouseDown: (e: MouseEvent) => {
      if (e.button === 0) start(e.clientX, e.clientY);
    },
    onMouseMove: (e: MouseEvent) => move(e.clientX, e.clientY),
    onMouseUp: cancel,
    onMouseLeave: cancel,
    onClickCapture: (e: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onContextMenu: (e: MouseEvent) => {
      if (!enabled) return;
      e.preventDefault();
      // A phone's own long press also raises contextmenu while the finger is down: one menu, not two.
      if (fired.current) return;
      cancel();
      fire();
    },
  };
}
