import type { Language } from '@/lib/i18n';

type Rewrite = readonly [RegExp, (...parts: string[]) => string];

const ROLES: Record<string, string> = { Client: 'Cliente', Supervisor: 'Supervisor', Admin: 'Administrador' };
const role = (name: string) => ROLES[name] ?? name;

/**
 * The notes the server writes for staff actions (signage_core use cases), in Spanish. Names,
 * emails and ids inside a note stay as written; a note of no known shape is shown as stored.
 */
const SPANISH: readonly Rewrite[] = [
  [/^Created client (.+) for (\S+)$/, (name, email) => `Cliente ${name} creado para ${email}`],
  [/^Client (.+) set (active|inactive)$/, (name, state) => `Cliente ${name} ${state === 'active' ? 'activado' : 'desactivado'}`],
  [
    /^Deleted client (.+) \((\S+)\) and (\d+) payments; total amount (.+)$/,
    (name, id, count, total) => `Cliente ${name} (${id}) eliminado con ${count} pagos; importe total ${total}`,
  ],
  [/^Updated user (\S+): role (\w+)$/, (email, to) => `Usuario ${email} actualizado: rol ${role(to ?? '')}`],
  [/^Updated user (\S+)$/, (email) => `Usuario ${email} actualizado`],
  [/^Created user (\S+) \((\w+)\)$/, (email, to) => `Usuario ${email} creado (${role(to ?? '')})`],
  [/^(Activated|Deactivated) user (\S+)$/, (verb, email) => `Usuario ${email} ${verb === 'Activated' ? 'activado' : 'desactivado'}`],
  [/^Deleted user (\S+)$/, (email) => `Usuario ${email} eliminado`],
  [/^Turned on by (\S+)$/, (email) => `Activada por ${email}`],
  [/^Reset (\S+)$/, (email) => `Restablecida para ${email}`],
  [/^Renamed screen (.+) to (.+) of (.+ \(\S+\))$/, (from, to, owner) => `Pantalla ${from} renombrada a ${to} de ${owner}`],
  [/^Revoked screen (.+) \((\S+)\) of (.+ \(\S+\))$/, (name, id, owner) => `Pantalla ${name} (${id}) revocada de ${owner}`],
];

/** An audit note in `language`: the staff-action notes rewritten; any other note as given. */
export function noteText(note: string, language: Language): string {
  if (language !== 'es') return note;
  for (const [pattern, rewrite] of SPANISH) {
    const match = pattern.exec(note);
    if (match) return rewrite(...match.slice(1).map((part) => part ?? '')).replace(' de a deleted client', ' de un cliente eliminado');
  }
  return note;
}
