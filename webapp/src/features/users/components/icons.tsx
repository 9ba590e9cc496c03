/** Small stroke icons for the users grid (decorative: the buttons carry the names). */
function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}
export const EditIcon = () => <Icon d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />;
export const DeleteIcon = () => <Icon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />;
/** A key: a round bow with a hole, a shaft and two bits (the old one read as eyeglasses). */
export const KeyIcon = () => <Icon d="M15.5 3.5a5 5 0 1 1-4.6 7L3 18.4V21h3v-2h2v-2h2l1.9-1.9A5 5 0 0 1 15.5 3.5zM16.5 7.5h.01" />;
/** A shield: two-factor sign-in. */
export const ShieldIcon = () => <Icon d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3zM9 12l2 2 4-4" />;
