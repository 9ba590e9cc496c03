/**
 * The room the toast stack takes at the bottom of the viewport. The stack publishes it as a CSS
 * variable (index.css turns it into the page's bottom padding and `scroll-padding-bottom`, and a
 * phone's modal sits above it), and when a toast appears over the control being used (the
 * focused one, and its form's Save), that control is scrolled above the stack.
 */

/** The CSS variable holding the stack's room, in px (0px with no toast). */
export const TOAST_ROOM = '--toast-room';
/** Space kept between the stack and what it must not cover. */
export const TOAST_GAP_PX = 8;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

/** The room a stack with this box takes from the bottom of a viewport this high (0 when empty). */
export function roomFor(stack: Box, viewportHeight: number): number {
  if (stack.height <= 0) return 0;
  return Math.max(0, Math.ceil(viewportHeight - stack.top + TOAST_GAP_PX));
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  const apartX = a.right <= b.left || b.right <= a.left;
  const apartY = a.bottom <= b.top || b.bottom <= a.top;
  return !(apartX || apartY);
}

/**
 * What a toast must leave free: the focused control and, when it belongs to a form, the form's
 * submit button (its primary action); nothing when no control has the focus.
 */
export function keptFree(active: Element | null): HTMLElement[] {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return [];
  const form = active.closest('form');
  const primary = form?.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  return primary && primary !== active ? [primary, active] : [active];
}

/**
 * Scrolls each kept-free element the stack covers into view, to the nearest edge; the page's
 * scroll padding (the stack's room) puts it above the stack. The focused control goes last, so
 * it wins when both cannot show.
 */
export function revealAboveToasts(stack: Element, active: Element | null = document.activeElement): void {
  const box = stack.getBoundingClientRect();
  for (const element of keptFree(active)) {
    if (overlaps(box, element.getBoundingClientRect())) element.scrollIntoView({ block: 'nearest' });
  }
}

/** Publishes the stack's room and keeps the control in use above it; returns the cleanup. */
export function watchToastRoom(stack: Element): () => void {
  const root = stack.ownerDocument.documentElement;
  const publish = () => {
    root.style.setProperty(TOAST_ROOM, `${roomFor(stack.getBoundingClientRect(), window.innerHeight)}px`);
    revealAboveToasts(stack);
  };
  const observer = new ResizeObserver(publish);
  observer.observe(stack);
  window.addEventListener('resize', publish);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', publish);
    root.style.removeProperty(TOAST_ROOM);
  };
}
