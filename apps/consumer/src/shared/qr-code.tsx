import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the symbol that scanners need (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The dark modules of a QR code for `text` as one SVG path, and the symbol's size with its quiet zone. */
function qrPath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + 2 * QUIET_ZONE };
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What a scanner reads: a voucher code, a link. */
  value: string;
  /** The image's text alternative. */
  label: string;
  /** Sizes the symbol (it fills its width). */
  className: string;
}

/** A QR code drawn as SVG (node-qrcode encodes it; no canvas, sharp at any size and in print): the voucher's, a share link's. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
