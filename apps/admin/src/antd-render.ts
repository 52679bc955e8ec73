import { unstableSetRender } from 'antd';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd 5 mounts its popups (message, Modal.confirm) with the legacy ReactDOM.render, which React 19
 * no longer has: without this shim they render nothing. Installed once at start-up.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();
let installed = false;

export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
