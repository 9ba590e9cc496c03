import { defineMessages } from '@/lib/i18n';

import type { FirstRunStep } from './utils/first-run';

/** The words of the first-run checklist on a new client's dashboard. */
export const messages = defineMessages({
  en: {
    title: 'Get started',
    progress: (done: number, total: number) => `${done} of ${total} steps done.`,
    steps: {
      profile: 'Complete your business profile',
      logo: 'Upload your logo',
      media: 'Add your first media',
      playlist: 'Create your first playlist',
      screen: 'Pair your first TV',
    } as Record<FirstRunStep, string>,
    done: 'Done',
    toDo: 'To do',
    hide: 'Hide the checklist',
  },
  es: () => import('./checklist-messages.es'),
});
