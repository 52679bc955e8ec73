/**
 * What antd-mobile leaves out for keyboards and screen readers, added to every page at start-up.
 * Its overlays (Popup, Dialog, Modal, ActionSheet, CenterPopup) neither say they are dialogs nor
 * manage focus; for every one, whichever page or imperative call (Dialog.confirm) opened it:
 * - its panel is marked role="dialog" aria-modal="true", named by its title where it has one;
 * - focus moves into it when it opens, and back where it came from when it closes;
 * - Escape closes it, as a tap on its mask would.
 * And its tap-only controls become focusable and pressed by Enter and Space: anchors without href
 * (clickable List.Item, action sheet items, close icons) as buttons, and Switch, a div role=switch.
 */
const OVERLAY = '.adm-popup, .adm-center-popup';
/** antd-mobile's anchors without href that act as buttons. */
const ANCHOR_BUTTONS =
  'a.adm-list-item:not([href]), .adm-action-sheet-button-item, .adm-popup-close-icon, .adm-center-popup-close';
/** Every tap-only control that a keyboard should press. */
const PRESSABLE = `${ANCHOR_BUTTONS}, .adm-switch[role="switch"]`;
const TITLE = '.adm-dialog-title, .adm-modal-title, .cl-sheet__title, h1, h2, h3, h4';

interface Opened {
  panel: HTMLElement;
  /** What had focus before the overlay opened. */
  opener: Element | null;
}

const opened = new Map<HTMLElement, Opened>();
let titles = 0;

function panelOf(overlay: HTMLElement): HTMLElement | null {
  return overlay.querySelector<HTMLElement>('.adm-popup-body, .adm-center-popup-wrap');
}

function isShown(overlay: HTMLElement): boolean {
  return overlay.isConnected && overlay.style.display !== 'none';
}

function announce(panel: HTMLElement): void {
  if (!panel.hasAttribute('role')) panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
  if (panel.hasAttribute('aria-label') || panel.hasAttribute('aria-labelledby')) return;
  const title = panel.querySelector<HTMLElement>(TITLE);
  if (!title?.textContent?.trim()) return;
  if (!title.id) title.id = `cl-dialog-title-${++titles}`;
  panel.setAttribute('aria-labelledby', title.id);
}

function repairControls(root: HTMLElement): void {
  // role=option on an action sheet's cancel row has no list around it
  for (const wrongRole of root.querySelectorAll('.adm-action-sheet-cancel[role="option"]')) {
    wrongRole.removeAttribute('role');
    wrongRole.removeAttribute('aria-label');
  }
  const controls = [
    ...(root.matches(PRESSABLE) ? [root] : []),
    ...root.querySelectorAll<HTMLElement>(PRESSABLE),
  ];
  for (const anchor of controls) {
    if (!anchor.hasAttribute('tabindex')) anchor.tabIndex = 0;
    if (!anchor.matches(ANCHOR_BUTTONS)) continue;
    if (anchor.getAttribute('role') !== 'button') anchor.setAttribute('role', 'button');
    if (anchor.matches('.adm-center-popup-close') && !anchor.hasAttribute('aria-label')) {
      anchor.setAttribute('aria-label', '关闭');
    }
  }
}

function open(overlay: HTMLElement): void {
  const panel = panelOf(overlay);
  if (!panel || opened.has(overlay)) return;
  announce(panel);
  const active = document.activeElement;
  opened.set(overlay, { panel, opener: active && !overlay.contains(active) ? active : null });
  // A field the overlay focused itself (autoFocus) keeps focus; otherwise the panel takes it, so a
  // screen reader starts reading there without a phone keyboard popping up.
  if (!panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
}

function close(overlay: HTMLElement): void {
  const entry = opened.get(overlay);
  if (!entry) return;
  opened.delete(overlay);
  const focus = document.activeElement;
  const lost = !focus || focus === document.body || entry.panel.contains(focus) || !focus.isConnected;
  if (lost && entry.opener instanceof HTMLElement && entry.opener.isConnected) {
    entry.opener.focus({ preventScroll: true });
  }
}

function check(overlay: HTMLElement): void {
  if (isShown(overlay) && panelOf(overlay)) open(overlay);
  else close(overlay);
}

function overlaysIn(node: Node): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  return [...(node.matches(OVERLAY) ? [node] : []), ...node.querySelectorAll<HTMLElement>(OVERLAY)];
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target as HTMLElement | null;
  if ((event.key === 'Enter' || event.key === ' ') && target?.matches?.(PRESSABLE)) {
    event.preventDefault();
    target.click();
    return;
  }
  if (event.key !== 'Escape') return;
  // An overlay unmounted while open (its page went away) never reported closing: forget it, so
  // Escape closes the one on top of the screen.
  for (const overlay of opened.keys()) if (!overlay.isConnected) opened.delete(overlay);
  const last = [...opened.keys()].at(-1);
  const mask = last?.querySelector<HTMLElement>('.adm-mask-aria-button');
  if (!mask) return;
  event.preventDefault();
  mask.click();
  // Focus goes back at once, not when the closing animation ends.
  if (last) close(last);
}

let installed = false;

export function installAntdA11y(): void {
  if (installed || typeof MutationObserver === 'undefined') return;
  installed = true;
  const watched = new WeakSet<HTMLElement>();
  // An overlay switches between shown and hidden with its own style attribute, and its panel may
  // appear after it: only the overlay's own style and children are watched, not its animations.
  const overlays = new MutationObserver((records) => {
    for (const record of records) {
      const overlay = (record.target as HTMLElement).closest<HTMLElement>(OVERLAY);
      if (overlay) check(overlay);
    }
  });
  const watch = (overlay: HTMLElement) => {
    if (!watched.has(overlay)) {
      watched.add(overlay);
      overlays.observe(overlay, { attributes: true, attributeFilter: ['style'], childList: true });
    }
    check(overlay);
  };
  // Overlays render into <body>, into a container antd-mobile appends to it (Dialog.show), or in
  // place inside the page (a declarative Dialog): added and removed nodes are looked through, for
  // overlays and for anchors to repair.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement) repairControls(node);
        overlaysIn(node).forEach(watch);
      }
      for (const node of record.removedNodes) overlaysIn(node).forEach(close);
    }
  }).observe(document.body, { childList: true, subtree: true });
  repairControls(document.body);
  overlaysIn(document.body).forEach(watch);
  document.addEventListener('keydown', onKeyDown);
}
