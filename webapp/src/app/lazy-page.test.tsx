import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { defineMessages, LANGUAGE_KEY, LanguageProvider, useMessages } from '@/lib/i18n';

import { lazyPage } from './lazy-page';

describe('a lazily loaded screen', () => {
  afterEach(() => localStorage.clear());

  it('first shows in Spanish, never in English for a moment, when the portal is in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const shown: string[] = [];
    const load = async () => {
      const messages = defineMessages({
        en: { greeting: 'Hello' },
        es: () => new Promise<{ default: { greeting: string } }>((resolve) => setTimeout(() => resolve({ default: { greeting: 'Hola' } }), 20)),
      });
      function Screen() {
        const t = useMessages(messages);
        shown.push(t.greeting);
        return <p>{t.greeting}</p>;
      }
      return { default: Screen };
    };
    render(<LanguageProvider>{lazyPage(load)}</LanguageProvider>);
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(shown).not.toContain('Hello');
  });
});
