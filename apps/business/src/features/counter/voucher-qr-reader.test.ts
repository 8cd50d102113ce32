import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BarcodeDetector, prepareZXingModule, ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { create, toBuffer } from 'qrcode';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVoucherQr } from './voucher-qr-reader';

const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');

/** Pixels of a camera frame: what a browser's ImageData holds (jsdom has none without a canvas). */
class FrameImageData implements ImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray<ArrayBuffer>,
    readonly width: number,
    readonly height: number,
  ) {}
}

/** The pixels of a QR code holding `text` (4 modules of quiet zone, 4 pixels a module), black on white. */
function qrFrame(text: string): ImageData {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return new FrameImageData(data, side, side);
}

/** A PNG of a QR code holding `text`, as a photo of a voucher would be. */
async function qrPng(text: string): Promise<Blob> {
  const png = await toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 6 });
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('readVoucherQr', () => {
  // Node has no fetch of the app's own files: the same .wasm the app serves is handed over as bytes.
  let detector: BarcodeDetector;
  beforeAll(async () => {
    const wasm = await readFile(wasmPath);
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
    detector = new BarcodeDetector({ formats: ['qr_code'] });
  });

  it('the app serves the very .wasm build the detector was made for', async () => {
    expect(createHash('sha256').update(await readFile(wasmPath)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });

  // jsdom has no ImageData class for the library to recognise a frame by: the test's stands in for it.
  beforeEach(() => vi.stubGlobal('ImageData', FrameImageData));

  it('decodes the voucher code from a camera frame', async () => {
    expect(await readVoucherQr(qrFrame('7KQ2M9XD'), detector)).toBe('7KQ2M9XD');
  });

  it('decodes the voucher code from a PNG photo', async () => {
    // jsdom's Image cannot decode; without one the library hands the file's bytes to ZXing, which decodes PNG itself.
    vi.stubGlobal('Image', undefined);
    expect(await readVoucherQr(await qrPng('7KQ2M9XD'), detector)).toBe('7KQ2M9XD');
  });

  it('normalises a code written with a dash and in lower case', async () => {
    expect(await readVoucherQr(qrFrame('wx3n-4pq7'), detector)).toBe('WX3N4PQ7');
  });

  it('finds nothing in another QR code or an image without one', async () => {
    expect(await readVoucherQr(qrFrame('https://example.com/pay?id=1'), detector)).toBeNull();
    expect(await readVoucherQr(new FrameImageData(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64), detector)).toBeNull();
  });
});
