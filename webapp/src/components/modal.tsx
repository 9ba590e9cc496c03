import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/lib/cn';

/** Panel transition and backdrop fade (spec §9). */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the top one reacts to Escape and traps focus. */
const stack: symbol[] = [];

function focusables(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Optional sentence under the title, also the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** The element focused when the modal opens (default: the first focusable one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a confirmation that interrupts the person. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the backdrop closes the modal (default true). */
  dismissible?: boolean;
}

/**
 * An accessible modal dialog: role="dialog" with aria-modal, labelled by its title; focus
 * moves inside on open, Tab cycles inside, Escape closes, and focus returns to the element
 * that opened it. It fades in/out over 300 ms on a 150 ms backdrop.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  role = 'dialog',
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const target = initialFocusRef?.current ?? focusables(panel)[0] ?? panel;
    target.focus();
  });

  // Unmount after the closing transition.
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useEffect(() => {
    if (!open) return undefined;
    const token = Symbol('modal');
    stack.push(token);
    const isTop = () => stack[stack.length - 1] === token;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusInitial();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      const panel = panelRef.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusables(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!isTop() || !panel || !(event.target instanceof Node)) return;
      if (panel.contains(event.target)) return;
      // Toasts live outside the dialog; leave focus alone there.
      if (event.target instanceof Element && event.target.closest('[data-toasts]')) return;
      (focusables(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.indexOf(token);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) document.body.style.overflow = previousOverflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!mounted) return null;

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center p-2 sm:items-center sm:p-4"
      aria-hidden={open ? undefined : true}
      inert={!open}
    >
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        onClick={dismissible ? () => onClose() : undefined}
        className={cn(
          'fixed inset-0 bg-slate-900/50 transition-opacity duration-150 ease-out starting:opacity-0',
          open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[90vh] w-full overflow-y-auto rounded-lg bg-white p-5 shadow-xl outline-none',
          'transition duration-300 ease-out starting:translate-y-4 starting:opacity-0',
          open ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
          size === 'sm' && 'max-w-sm',
          size === 'md' && 'max-w-md',
          size === 'lg' && 'max-w-2xl',
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {children ? <div className="mt-4">{children}</div> : null}
        {footer ? <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
