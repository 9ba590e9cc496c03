/** Small inline icons (an emoji may be missing from the device's fonts). */

const common = { 'aria-hidden': true, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function TrashIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export function PencilIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </svg>
  );
}

export function ImageIcon({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}

export function PlayIcon({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </svg>
  );
}
