/**
 * The modal dialogs open now, innermost last. While one is open the page scrolls no more, and
 * the toasts show inside the top one (`Modal` renders them there): everything outside a modal
 * <dialog> is inert (and below its top layer), and a toast must stay readable, announced and
 * dismissable.
 */
type Listener = () => void;

const open: HTMLDialogElement[] = [];
const listeners = new Set<Listener>();
let pageOverflow = '';

function changed() {
  for (const listener of listeners) listener();
}

export function openDialog(dialog: HTMLDialogElement) {
  if (open.length === 0) {
    pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  open.push(dialog);
  changed();
}

export function closeDialog(dialog: HTMLDialogElement) {
  const index = open.indexOf(dialog);
  if (index >= 0) open.splice(index, 1);
  if (open.length === 0) document.body.style.overflow = pageOverflow;
  changed();
}

/** The innermost open modal dialog, or null. */
export function topDialog(): HTMLDialogElement | null {
  return open[open.length - 1] ?? null;
}

export function onDialogsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
