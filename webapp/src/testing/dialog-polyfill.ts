/**
 * jsdom's <dialog> has no showModal(), close() or Escape handling: these stand in for a
 * browser's, as far as the tests need (the `open` attribute, a cancel event on Escape that
 * closes unless prevented, a close event). Inertness of the page behind is not emulated; the
 * modal keeps Tab inside itself anyway.
 */
function onEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape' || !this.open) return;
  event.preventDefault();
  const cancel = new Event('cancel', { cancelable: true });
  if (this.dispatchEvent(cancel)) this.close();
}

export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    this.addEventListener('keydown', onEscape);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onEscape);
    this.dispatchEvent(new Event('close'));
  };
}
