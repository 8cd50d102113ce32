import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The reader's WebAssembly as a file of this build (hashed, served with the app): scanning works offline.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { normaliseVoucherCode } from './normalise-voucher-code';

/** What the reader decodes: a camera frame (the playing video), or a photo file. */
export type VoucherQrSource = HTMLVideoElement | Blob | ImageData;

/** The part of the Barcode Detection API the reader uses (the polyfill's or a test's detector). */
export interface QrDetector {
  detect(source: VoucherQrSource): Promise<{ rawValue: string }[]>;
}

let detector: QrDetector | undefined;

/**
 * The QR detector of the app: the BarcodeDetector ponyfill over ZXing-C++ WebAssembly, with the .wasm
 * served from the app itself instead of the library's default CDN. Made once, on first use, so the
 * WebAssembly is only fetched when a code is scanned.
 */
export function voucherQrDetector(): QrDetector {
  if (!detector) {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasm : prefix + path) },
    });
    detector = new BarcodeDetector({ formats: ['qr_code'] });
  }
  return detector;
}

/**
 * The voucher code in a QR code seen in `source`, normalised like a typed code, or null when no QR code
 * in it holds one (none found, or another QR code such as a payment or a website link).
 */
export async function readVoucherQr(source: VoucherQrSource, qrDetector: QrDetector = voucherQrDetector()): Promise<string | null> {
  const found = await qrDetector.detect(source);
  for (const { rawValue } of found) {
    const code = normaliseVoucherCode(rawValue);
    if (code) return code;
  }
  return null;
}
