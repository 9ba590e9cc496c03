import { describe, expect, it } from 'vitest';

import { noteText } from './note-text';

describe('audit notes in Spanish', () => {
  it.each([
    ['Created client Sunny Cafe for ana@example.com', 'Cliente Sunny Cafe creado para ana@example.com'],
    ['Client Sunny Cafe set inactive', 'Cliente Sunny Cafe desactivado'],
    ['Client Sunny Cafe set active', 'Cliente Sunny Cafe activado'],
    ['Deleted client Moon Bar (c-2) and 3 payments; total amount 59.97', 'Cliente Moon Bar (c-2) eliminado con 3 pagos; importe total 59.97'],
    ['Updated user ana@example.com: role Admin', 'Usuario ana@example.com actualizado: rol Administrador'],
    ['Updated user ana@example.com', 'Usuario ana@example.com actualizado'],
    ['Created user carla@example.com (Client)', 'Usuario carla@example.com creado (Cliente)'],
    ['Deactivated user bob@example.com', 'Usuario bob@example.com desactivado'],
    ['Deleted user bob@example.com', 'Usuario bob@example.com eliminado'],
    ['Turned on by ana@example.com', 'Activada por ana@example.com'],
    ['Reset ana@example.com', 'Restablecida para ana@example.com'],
    ['Renamed screen Lobby to Entrance of Sunny Cafe (c-1)', 'Pantalla Lobby renombrada a Entrance de Sunny Cafe (c-1)'],
    ['Revoked screen Lobby (s-1) of a deleted client (c-9)', 'Pantalla Lobby (s-1) revocada de un cliente eliminado (c-9)'],
  ])('%s', (note, spanish) => {
    expect(noteText(note, 'es')).toBe(spanish);
    expect(noteText(note, 'en')).toBe(note);
  });

  it('shows a note of no known shape as stored', () => {
    expect(noteText('Something else', 'es')).toBe('Something else');
  });
});
