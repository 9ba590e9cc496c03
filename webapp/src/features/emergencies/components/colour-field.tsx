import { useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';

import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { messages } from '../messages';

/** The preset colours: strong enough to stop a passer-by, each named. */
export const SWATCHES = [
  { value: '#b91c1c', name: 'red' },
  { value: '#d97706', name: 'amber' },
  { value: '#1d4ed8', name: 'blue' },
  { value: '#15803d', name: 'green' },
] as const;

/** Colour: a preset swatch (radio, with its name) or any colour of the colour input, both labelled. */
export function ColourField() {
  const { register, watch, setValue, formState } = useFormContext<{ colour: string }>();
  const t = useMessages(messages);
  const translate = useSpecMessage();
  const otherId = useId();
  const colour = watch('colour');
  const error = (formState.errors.colour as FieldError | undefined)?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t.colour}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {SWATCHES.map((swatch) => (
          <span key={swatch.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input id={`${otherId}-${swatch.name}`} type="radio" value={swatch.value} {...register('colour')} className="h-4 w-4" />
            <label htmlFor={`${otherId}-${swatch.name}`} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-6 w-6 rounded ring-1 ring-slate-300" style={{ backgroundColor: swatch.value }} />
              {t[swatch.name]}
            </label>
          </span>
        ))}
        <span className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={otherId}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000'}
            onChange={(event) => setValue('colour', event.target.value, { shouldValidate: true })}
            className="h-8 w-10 cursor-pointer rounded border border-slate-300"
          />
          <label htmlFor={otherId}>{t.otherColour}</label>
        </span>
      </div>
      {error ? <p className="text-xs font-medium text-red-600">{translate(error)}</p> : null}
    </fieldset>
  );
}
