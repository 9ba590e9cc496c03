import { SelectField } from '@/components/fields';
import { useMessages } from '@/lib/i18n';
import { useTimeZoneOptions } from '@/lib/time-zones';

import { messages } from '../messages';

/** Time zone: the clock the client's schedules follow (its screens' unless one has its own). */
export function TimeZoneField({ current }: { current: string }) {
  const t = useMessages(messages);
  const options = useTimeZoneOptions(current);
  return <SelectField name="timeZone" label={t.timeZone} options={options} hint={t.timeZoneHint} />;
}
