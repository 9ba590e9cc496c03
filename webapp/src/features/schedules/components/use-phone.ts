import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `sm` (640 px): a phone, where the week becomes a day list. */
const PHONE = '(max-width: 639px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-wide window, kept up to date as the window turns or resizes. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
