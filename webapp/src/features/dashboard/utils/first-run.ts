/** The first-run checklist's steps, in order, with where each is done. */
import type { FirstRun } from '@/types/api';

export type FirstRunStep = keyof FirstRun;

export const FIRST_RUN_STEPS: readonly FirstRunStep[] = ['profile', 'logo', 'media', 'playlist', 'screen'];

/** Where a step is done; the profile and the logo are both on the business page. */
export function stepLink(step: FirstRunStep, clientId: string | undefined): string {
  const business = clientId ? `/dashboard/pages/editclient/${clientId}` : '/dashboard';
  const links: Record<FirstRunStep, string> = {
    profile: business,
    logo: business,
    media: '/dashboard/pages/medias',
    playlist: '/dashboard/pages/addplaylist',
    screen: '/dashboard/pages/screens',
  };
  return links[step];
}

/** The key under which this browser remembers that a person hid the checklist. */
export const hiddenKey = (userId: string) => `signage.firstRunHidden.${userId}`;

export function isHidden(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function hide(userId: string | undefined): void {
  if (!userId) return;
  try {
    localStorage.setItem(hiddenKey(userId), '1');
  } catch {
    // Storage refused (private mode): the checklist hides for this visit only.
  }
}
