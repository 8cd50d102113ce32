import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** Props of {@link VoucherQrImage}. */
export interface VoucherQrImageProps {
  /** The voucher code the QR code holds (what the counter's scanner reads back). */
  code: string;
  /** The image's text alternative. */
  label: string;
}

/**
 * The voucher code as a QR code image (SVG made by node-qrcode, no canvas) for the traveller to photograph;
 * with its quiet zone, so a phone photo of the screen scans.
 */
export function VoucherQrImage({ code, label }: VoucherQrImageProps) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    void qrSvg(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) => {
      if (isCurrent) setSource(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [code]);
  return source ? <img className="counter-walk-in__qr" src={source} alt={label} /> : <div className="counter-walk-in__qr" />;
}
