import { encode } from 'uqr';
import { lobbyMessages } from '../../../state/i18n';
import './InviteQr.css';

/** The quiet margin around the code, in modules (the QR standard asks for 4). */
const MARGIN = 4;

/** The SVG path of a QR code's dark modules: one unit square per module, in module units. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * The invite link as a QR code, for a friend at the same table to scan with a phone: drawn as one
 * SVG path (no image, nothing to fetch). A chunk of its own with the encoder (uqr), fetched only
 * when the player asks for the code (InviteLink.tsx).
 */
export function InviteQr({ url }: { url: string }) {
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  const side = size + 2 * MARGIN;
  return (
    <svg
      class="invite-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={lobbyMessages.value.qrLabel}
      shape-rendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
