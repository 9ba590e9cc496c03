/**
 * Reference data the portal itself wrote, in the chosen language: the business types and
 * package descriptions it seeds into a new store (SEEDED_* in spec-rules.gen.ts) and the
 * payment methods of spec §9. Stored values stay English; only what is shown is translated.
 * A text the portal did not write (an existing catalogue's own) is shown as stored.
 */

import { useCallback } from 'react';

import { useLanguage, type Language } from './i18n';
import type { SEEDED_BUSINESS_TYPES, SEEDED_PACKAGE_DESCRIPTIONS } from './spec-rules.gen';

type Seeded = (typeof SEEDED_BUSINESS_TYPES)[number] | (typeof SEEDED_PACKAGE_DESCRIPTIONS)[number];
type WordedMethod = 'Cash' | 'Check' | 'Debit Card' | 'Credit Card' | 'Membership' | 'Coupon' | 'Others';

/** Spanish for each seeded text and each worded payment method (brand names stay as they are). */
export const SPANISH: Record<Seeded | WordedMethod, string> = {
  'Business Office': 'Oficina comercial',
  Restaurant: 'Restaurante',
  'Retail Store': 'Tienda minorista',
  'Medical Office': 'Consultorio médico',
  Hotel: 'Hotel',
  Gym: 'Gimnasio',
  'Beauty Salon': 'Salón de belleza',
  Bar: 'Bar',
  Education: 'Educación',
  Other: 'Otro',
  '1 TV screen, 30 days': '1 pantalla de TV, 30 días',
  'Up to 3 TV screens, 30 days': 'Hasta 3 pantallas de TV, 30 días',
  'Up to 10 TV screens, 30 days': 'Hasta 10 pantallas de TV, 30 días',
  Cash: 'Efectivo',
  Check: 'Cheque',
  'Debit Card': 'Tarjeta de débito',
  'Credit Card': 'Tarjeta de crédito',
  Membership: 'Membresía',
  Coupon: 'Cupón',
  Others: 'Otros',
};

/** The text in `language` when the portal wrote it, else as stored. */
export function referenceText(text: string, language: Language): string {
  return language === 'es' ? ((SPANISH as Record<string, string>)[text] ?? text) : text;
}

/** `referenceText` in the current language. */
export function useReferenceText(): (text: string) => string {
  const { language } = useLanguage();
  return useCallback((text: string) => referenceText(text, language), [language]);
}
