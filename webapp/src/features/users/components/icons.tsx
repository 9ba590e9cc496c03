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
export const KeyIcon = () => <Icon d="M15 7a4 4 0 11-3.9 5H7v3H4v-3H3v-3h8.1A4 4 0 0115 7z" />;
