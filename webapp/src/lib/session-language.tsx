import { useEffect } from 'react';

import { useLanguage } from './i18n';
import { useSession } from './session';

/**
 * Shows every screen in the signed-in user's language once the session says which (it is
 * remembered on the user: PUT /api/auth/me/language), whatever this browser showed before.
 * Renders nothing; sits inside the session's provider.
 */
export function SessionLanguage() {
  const chosen = useSession().user?.language;
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (chosen && chosen !== language) setLanguage(chosen);
    // Only a change of the user's saved choice moves the language, not the picker itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, setLanguage]);
  return null;
}
