import { type MouseEvent, type TouchEvent, useRef } from 'react';

const PRESS_MS = 500;
const MOVE_TOLERANCE = 10;

/**
 * Long press (touch or mouse held 500 ms) and the context menu (right click) both call `onPress`.
 * Moving the finger cancels the press, so scrolling never opens the menu.
 */
export function useLongPress(onPress: () => void, enabled = true) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  };
  const start = (x: number, y: number) => {
    if (!enabled) return;
    cancel();
    origin.current = { x, y };
    timer.current = setTimeout(() => {
      timer.current = null;
      onPress();
    }, PRESS_MS);
  };
  const move = (x: number, y: number) => {
    const o = origin.current;
    if (o && (Math.abs(x - o.x) > MOVE_TOLERANCE || Math.abs(y - o.y) > MOVE_TOLERANCE)) cancel();
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
    onTouchEnd: cancel,
    onTouchCancel: cancel,
    onMouseDown: (e: MouseEvent) => {
      if (e.button === 0) start(e.clientX, e.clientY);
    },
    onMouseMove: (e: MouseEvent) => move(e.clientX, e.clientY),
    onMouseUp: cancel,
    onMouseLeave: cancel,
    onContextMenu: (e: MouseEvent) => {
      if (!enabled) return;
      e.preventDefault();
      cancel();
      onPress();
    },
  };
}
