/** The Add Screen page of the web app (router: /dashboard/pages/screens under /client). */
const ADD_SCREEN_PATH = '/client/dashboard/pages/screens';

/** A code as the TV shows it: groups of four joined by dashes (`ABCD-EFGH`), read off a TV like a product key. */
export function groupedCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** Where a phone signed in to the portal adds this TV, the code filled in (the QR's address). */
export function addScreenAddress(origin: string, code: string): string {
  return `${origin}${ADD_SCREEN_PATH}?${new URLSearchParams({ code }).toString()}`;
}
