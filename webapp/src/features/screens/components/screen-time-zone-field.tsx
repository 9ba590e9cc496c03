import { SelectField } from '@/components/fields';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useTimeZoneOptions } from '@/lib/time-zones';

import { messages } from '../messages';

/** The business's zone, as the session's client carries it ("UTC" when unset). */
function useBusinessZone(): string {
  const { client } = useSession();
  return client?.timeZone || 'UTC';
}

/** Time zone of one screen: the business's (value '') or one of its own. */
export function ScreenTimeZoneField({ current }: { current: string }) {
  const t = useMessages(messages);
  const business = useBusinessZone();
  const options = useTimeZoneOptions(current);
  return <SelectField name="timeZone" label={t.timeZone} placeholder={t.sameAsBusiness(business)} options={options} />;
}
