import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { messages } from './frame-messages';
import { onDialogsChange, topDialog } from './open-dialogs';

/** Toasts close by themselves after this long (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** At most this many at once: a new one pushes the oldest out, so they never pile up. */
export const MAX_TOASTS = 3;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  show: (kind: ToastKind, message: string) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<{ toasts: Toast[]; dismiss: (id: number) => void } | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const STYLES: Record<ToastKind, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-brand-600 bg-brand-50 text-brand-700',
};

/** A success means the failures shown before it are over: their toasts go. */
function kept(current: Toast[], kind: ToastKind): Toast[] {
  return kind === 'success' ? current.filter((toast) => toast.kind !== 'error' && toast.kind !== 'warning') : current;
}

const SEVERITY: Record<ToastKind, number> = { success: 0, info: 1, warning: 2, error: 3 };

/**
 * The toasts after `message` is shown: a text already on screen is shown once, whatever its
 * kind (the more severe kind wins); otherwise it is added and the oldest beyond MAX_TOASTS go.
 */
function withToast(current: Toast[], toast: Toast): Toast[] {
  const same = current.find((shown) => shown.message === toast.message);
  if (same) {
    return SEVERITY[toast.kind] > SEVERITY[same.kind] ? current.map((shown) => (shown === same ? { ...same, kind: toast.kind } : shown)) : current;
  }
  return [...kept(current, toast.kind), toast].slice(-MAX_TOASTS);
}

/**
 * Holds the toasts and renders them in one ARIA live region, so screen readers announce each
 * message. A text already on screen is not shown twice (not even as another kind); a success
 * clears the errors and warnings before it; at most MAX_TOASTS show at once.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((current) => withToast(current, { id, kind, message }));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss, duration],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      warning: (message) => show('warning', message),
      info: (message) => show('info', message),
    }),
    [show, dismiss],
  );

  const list = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);
  const inDialog = useSyncExternalStore(onDialogsChange, () => topDialog() !== null, () => false);
  return (
    <ToastContext value={api}>
      <ToastListContext value={list}>
        {children}
        {inDialog ? null : <ToastRegion />}
      </ToastListContext>
    </ToastContext>
  );
}

/**
 * The toasts' live region: at the end of the page, or inside the open modal dialog (the page
 * behind a modal <dialog> is inert and under it), where `Modal` renders it. It sits at the
 * bottom (centred on phones, in the right corner from sm up), away from the page header's
 * buttons and the top of forms; it takes no clicks but the toasts' own. Its height is kept
 * free at the bottom of the page, and the control in use is scrolled above it (toast-room.ts).
 */
export function ToastRegion() {
  const t = useMessages(messages);
  const list = use(ToastListContext);
  const stack = useRef<HTMLElement>(null);
  useEffect(() => {
    // Test DOMs without layout have no ResizeObserver (and nothing to cover).
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // Loaded after the first paint, out of the login's first load (the budget in scripts/).
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./toast-room').then(({ watchToastRoom }) => {
      if (!gone) stop = watchToastRoom(element);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  if (!list) return null;
  const { toasts, dismiss } = list;
  return (
      <section
        ref={stack}
        aria-label={t.notifications}
        data-toasts=""
        className="pointer-events-none fixed inset-x-0 bottom-2 z-[60] flex flex-col items-center gap-2 px-2 sm:right-4 sm:bottom-4 sm:left-auto sm:items-end sm:px-0"
      >
        <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {toasts.map((toast) => (
            <div
              key={toast.id}
              data-kind={toast.kind}
              className={cn(
                'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 p-3 text-sm shadow-lg',
                STYLES[toast.kind],
              )}
            >
              <span className="sr-only">{t.kinds[toast.kind]}: </span>
              <ToastText message={toast.message} />
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={t.dismiss}
                className="rounded px-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ))}
        </div>
      </section>
  );
}

/** A toast's text in the current language (the spec's messages are raised in English). */
function ToastText({ message }: { message: string }) {
  const translate = useSpecMessage();
  return <p className="flex-1">{translate(message)}</p>;
}
