import { describe, expect, it } from 'vitest';

import es from './spec-messages.es';
import { translator } from './spec-translator';

const spanish = translator(es);

describe('the Spanish of the server’s messages', () => {
  it('says a throttle’s wait in Spanish, one minute or many', () => {
    expect(spanish('Too many failed sign-in attempts. Please try again in 1 minute.')).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 1 minuto.',
    );
    expect(spanish('Too many wrong pairing codes. Please try again in 15 minutes.')).toBe(
      'Demasiados códigos de vinculación incorrectos. Vuelva a intentarlo en 15 minutos.',
    );
  });

  it('fills a template with what the message names, and leaves an unknown text as it is', () => {
    expect(spanish('Your package allows 3 screens. Choose a package with more TVs under Subscriptions to add more.')).toBe(
      'Su paquete permite 3 pantallas. Elija un paquete con más TV en Suscripciones para agregar más.',
    );
    expect(spanish('Nothing the catalog knows.')).toBe('Nothing the catalog knows.');
  });
});
