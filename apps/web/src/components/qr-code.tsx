import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so phone cameras find its edges. */
const QUIET = 4;

/**
 * A QR code of `text` drawn as one SVG path (dark modules on white, in any theme), named for
 * assistive technology by `label`. The encoding is the qrcode package's; it loads with the page
 * that shows it only (the agent centre's invitation, the invite-friends page).
 */
export function QrCode({
  text,
  label,
  size = 176,
  className = 'qr-code',
}: {
  text: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const { path, side } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    let d = '';
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { path: d, side: n + 2 * QUIET };
  }, [text]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
