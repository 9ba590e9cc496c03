import { defineMessages, useMessages } from './i18n';
import type { Translate } from './spec-translator';

/**
 * The spec's and the API's messages in the current language, translated where they are shown
 * (a field's error, a toast, a screen that failed to load), not where they are made: the
 * checks, the server and the features keep writing the spec's English word for word.
 */

/** English as written; Spanish from the catalog, with the code that fills its templates, both
 * loaded only for Spanish (the login screen stays small). */
const specMessages = defineMessages<Translate>({
  en: (text) => text,
  es: () =>
    Promise.all([import('./spec-translator'), import('./spec-messages.es')]).then(([code, catalog]) => ({
      default: code.translator(catalog.default),
    })),
});

/** The translator of the current language. */
export function useSpecMessage(): Translate {
  return useMessages(specMessages);
}
