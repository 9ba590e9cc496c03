import type { ManifestEmergency } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';
import { textColourOn, textSize } from '../utils/emergency';

interface EmergencyScreenProps {
  emergency: ManifestEmergency;
  /** The address to load for the image (its kept copy), by default itself. */
  resolveUrl?: (url: string) => string;
}

/** An emergency message over the whole screen: its colour behind, its text large, its image if any. */
export function EmergencyScreen({ emergency, resolveUrl = (url) => url }: EmergencyScreenProps) {
  const t = useMessages(messages);
  const { text, colour, imageUrl } = emergency;
  return (
    <div
      role="alert"
      aria-label={t.emergency}
      className="@container absolute inset-0 z-50 flex flex-col items-center justify-center gap-[4cqh] p-[5cqw] text-center"
      style={{ backgroundColor: colour, color: textColourOn(colour) }}
    >
      {imageUrl ? <img alt={t.emergencyImage} src={resolveUrl(imageUrl)} className="max-h-[45%] max-w-[80%] object-contain" /> : null}
      <p className="max-w-full leading-tight font-bold break-words whitespace-pre-line" style={{ fontSize: textSize(text, imageUrl !== null) }}>
        {text}
      </p>
    </div>
  );
}
