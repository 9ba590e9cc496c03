import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/lib/cn';

import { closeDialog, onDialogsChange, openDialog, topDialog } from './open-dialogs';
import { ToastRegion } from './toasts';

/** Panel transition and backdrop fade (spec §9). */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Tab and Shift+Tab go round the panel's controls (the page behind is inert already). */
function cycleFocus(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
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
 * A modal <dialog> opened with showModal(): the page behind is inert, Escape closes (the
 * dialog's cancel event, so only the top one reacts), Tab cycles inside, and focus returns to
 * the element that opened it. Labelled by its title; it fades in/out over 300 ms on a 150 ms
 * backdrop. Closed, it stays shown (inert, fading out) until the transition ends, then unmounts.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onTop = useSyncExternalStore(onDialogsChange, () => dialogRef.current !== null && topDialog() === dialogRef.current, () => false);
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (panel) (initialFocusRef?.current ?? focusables(panel)[0] ?? panel).focus();
  });

  // Unmount after the closing transition.
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openDialog(dialog);
    focusInitial();
    return () => {
      closeDialog(dialog);
      if (dialog.open) dialog.close();
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, mounted]);

  if (!mounted) return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-hidden={open ? undefined : true}
      inert={!open}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && panelRef.current) cycleFocus(event, panelRef.current);
      }}
      className={cn(
        'fixed inset-0 z-50 m-0 flex h-full max-h-none w-full max-w-none items-end justify-center bg-transparent p-2 backdrop:bg-transparent sm:items-center sm:p-4',
        // On phones the panel sits at the bottom, above the toasts' room (toast-room.ts).
        'pb-[max(0.5rem,var(--toast-room,0px))] sm:pb-4',
        // In the top layer until the panel has faded out.
        'transition-discrete duration-300 [transition-property:overlay]',
      )}
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
      {onTop ? <ToastRegion /> : null}
    </dialog>,
    document.body,
  );
}
