import type { LogoPosition, PlayerPlaylist } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

const CORNERS: Record<LogoPosition, string> = {
  'top-left': 'top-[4%] left-[3%]',
  'top-right': 'top-[4%] right-[3%]',
  'bottom-left': 'bottom-[14%] left-[3%]',
  'bottom-right': 'bottom-[14%] right-[3%]',
};

// Kept in the player's chunk: the portal's stylesheet (the login's first load) does not carry it.
const TICKER_KEYFRAMES = '@keyframes signage-ticker{from{transform:translateX(0)}to{transform:translateX(-100%)}}';

/** Seconds for the banner text to cross once: longer texts move at the same speed. */
export function tickerSeconds(text: string): number {
  return Math.max(12, Math.round(text.length * 0.35));
}

/** The banner text running along the bottom. */
export function Ticker({ text }: { text: string }) {
  const t = useMessages(messages);
  return (
    <div role="marquee" aria-label={t.banner} className="absolute inset-x-0 bottom-0 overflow-hidden bg-black/70 py-[1%] text-white">
      <style>{TICKER_KEYFRAMES}</style>
      <p
        className="inline-block pl-[100%] text-[3cqw] font-semibold whitespace-nowrap"
        style={{ animation: `signage-ticker ${tickerSeconds(text)}s linear infinite` }}
      >
        {text}
      </p>
    </div>
  );
}

/** The playlist's logo in its corner and its banner, each when switched on. */
export function Overlays({ playlist, resolveUrl }: { playlist: PlayerPlaylist; resolveUrl: (url: string) => string }) {
  const { showLogo, logoPosition, logoUrl, showBanner, bannerText } = playlist;
  const t = useMessages(messages);
  return (
    <>
      {showLogo && logoPosition && logoUrl ? (
        <img alt={t.logo} src={resolveUrl(logoUrl)} className={`absolute max-h-[15%] max-w-[20%] object-contain ${CORNERS[logoPosition]}`} />
      ) : null}
      {showBanner && bannerText.trim() ? <Ticker text={bannerText.trim()} /> : null}
    </>
  );
}
