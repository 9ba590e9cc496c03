import { renderSVG } from 'uqr';

/** The QR code of `address` as an image: its own chunk (uqr), loaded by the pairing screen only. */
export default function PairingQr({ address, label }: { address: string; label: string }) {
  const svg = renderSVG(address, { border: 2, whiteColor: '#ffffff', blackColor: '#000000' });
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={label} className="size-40 rounded bg-white sm:size-64" />;
}
