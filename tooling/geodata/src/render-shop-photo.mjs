/**
 * Shop photos drawn locally: an SVG illustration (awning colour by class, the shop's name on the sign, luggage,
 * the photo number) rendered to JPEG with sharp. Chinese text needs a CJK font; without one the English name
 * is drawn instead.
 */
import { execFileSync } from 'node:child_process';
import { createPrng } from './prng.mjs';

const WIDTH = 640;
const HEIGHT = 480;
const THUMB_WIDTH = 200;
const THUMB_HEIGHT = 150;
/** Size limits in bytes; quality steps down until the JPEG fits. */
export const MAX_PHOTO_BYTES = 40_000;
export const MAX_THUMB_BYTES = 8_000;

const SIGN_TEXT = { convenience: '#ffffff', hotel: '#ffffff', cafe: '#ffffff', counter: '#222222' };
const AWNING = { convenience: ['#1f9d55', '#ffffff'], hotel: ['#7b2d3b', '#f3e3c3'], cafe: ['#6b4226', '#f5e6d3'], counter: ['#f5b400', '#333333'] };
const SKY = ['#bfe3f7', '#cde8f5', '#f7e0c8', '#d9ecd0', '#e4dcf5'];
const WALL = ['#f4efe6', '#e9e4da', '#f0e8dd', '#e6ecef', '#efe9f2'];
const BAGS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#8e5572', '#3c6e71'];

const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

/** Family name of an installed CJK font (fontconfig), or null when there is none. */
export function findCjkFont() {
  try {
    const families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((name) => name.trim())
      .filter(Boolean)
      .sort();
    return families.find((f) => f === 'Noto Sans CJK SC') ?? families[0] ?? null;
  } catch {
    return null;
  }
}

const suitcase = (x, y, w, h, colour) => `
  <g transform="translate(${x} ${y})">
    <rect x="${w * 0.3}" y="${-h * 0.18}" width="${w * 0.4}" height="${h * 0.22}" rx="${w * 0.08}" fill="none" stroke="#444" stroke-width="${Math.max(2, w * 0.07)}"/>
    <rect width="${w}" height="${h}" rx="${w * 0.14}" fill="${colour}" stroke="#333" stroke-width="2"/>
    <line x1="${w * 0.3}" y1="${h * 0.1}" x2="${w * 0.3}" y2="${h * 0.9}" stroke="#00000033" stroke-width="${w * 0.08}"/>
    <line x1="${w * 0.7}" y1="${h * 0.1}" x2="${w * 0.7}" y2="${h * 0.9}" stroke="#00000033" stroke-width="${w * 0.08}"/>
    <circle cx="${w * 0.2}" cy="${h + 4}" r="5" fill="#333"/><circle cx="${w * 0.8}" cy="${h + 4}" r="5" fill="#333"/>
  </g>`;

const awning = (className, y) => {
  const [a, b] = AWNING[className];
  const stripes = Array.from({ length: 12 }, (_, i) => `<rect x="${40 + i * 46.67}" y="${y}" width="46.67" height="46" fill="${i % 2 ? b : a}"/>`).join('');
  const scallops = Array.from({ length: 12 }, (_, i) => `<circle cx="${63.3 + i * 46.67}" cy="${y + 46}" r="23.3" fill="${i % 2 ? b : a}"/>`).join('');
  return `${stripes}${scallops}`;
};

/** SVG of photo `index` (1 = shop front, 2 = luggage shelves, 3 = counter) of a shop. */
export function shopPhotoSvg(shop, index, font) {
  const prng = createPrng(`photo:${shop.id}:${index}`);
  const [accent] = AWNING[shop.class];
  const title = font ? shop.name : shop.en;
  const fontFamily = font ? `'${font}', sans-serif` : 'DejaVu Sans, sans-serif';
  const glyphWidth = font ? 1 : 0.58;
  const titleSize = Math.min(46, Math.floor(520 / ([...title].length * glyphWidth)));
  const sky = prng.pick(SKY);
  const wall = prng.pick(WALL);
  const bags = Array.from({ length: 8 }, () => prng.pick(BAGS));
  const sign = `
    <rect x="40" y="52" width="560" height="78" rx="10" fill="${accent}"/>
    <text x="320" y="${91 + titleSize * 0.35}" font-family="${fontFamily}" font-size="${titleSize}" font-weight="bold" fill="${SIGN_TEXT[shop.class]}" text-anchor="middle">${escapeXml(title)}</text>`;
  const badge = `
    <rect x="548" y="428" width="76" height="36" rx="18" fill="#000000aa"/>
    <text x="586" y="453" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#fff" text-anchor="middle">${index}/${shop.pics.length}</text>`;
  const scenes = {
    1: `
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>
      <rect x="40" y="40" width="560" height="380" fill="${wall}" stroke="#bbb"/>
      ${sign}
      ${awning(shop.class, 140)}
      <g${prng.next() < 0.5 ? ` transform="translate(${WIDTH} 0) scale(-1 1)"` : ''}>
      <rect x="70" y="220" width="220" height="170" fill="#cfe8f3" stroke="#888" stroke-width="4"/>
      <rect x="330" y="210" width="140" height="210" fill="#8fb8c9" stroke="#666" stroke-width="4"/>
      <rect x="500" y="220" width="80" height="120" fill="#cfe8f3" stroke="#888" stroke-width="4"/>
      ${suitcase(95, 300, 50, 80, bags[0])}${suitcase(165, 320, 44, 62, bags[1])}${suitcase(225, 310, 40, 72, bags[2])}
      </g>
      <rect x="0" y="420" width="${WIDTH}" height="60" fill="#9a9a9a"/>
      ${suitcase(500 + prng.int(-20, 20), 370, 46, 66, bags[3])}`,
    2: `
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
      ${sign}
      ${[180, 300].map((y) => `<rect x="40" y="${y + 100}" width="560" height="12" fill="#8d6e63"/>`).join('')}
      ${bags.slice(0, 6).map((colour, i) => suitcase(60 + (i % 3) * 180 + prng.int(0, 40), i < 3 ? 200 : 320, 70, 76, colour)).join('')}
      <rect x="0" y="430" width="${WIDTH}" height="50" fill="#c8b8a6"/>`,
    3: `
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>
      ${sign}
      <rect x="80" y="250" width="480" height="150" rx="8" fill="${accent}"/>
      <rect x="80" y="240" width="480" height="20" rx="6" fill="#5d4037"/>
      <circle cx="320" cy="200" r="34" fill="#f1c27d"/><rect x="280" y="232" width="80" height="30" rx="12" fill="#455a64"/>
      ${suitcase(110, 160, 56, 74, bags[4])}${suitcase(470, 150, 60, 84, bags[5])}
      <rect x="0" y="400" width="${WIDTH}" height="80" fill="#b0a99f"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scenes[index]}${badge}</svg>`;
}

const encodeWithin = async (sharp, input, width, height, maxBytes) => {
  for (let quality = 80; quality >= 30; quality -= 10) {
    const jpeg = await sharp(input).resize(width, height).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
  }
  throw new Error(`cannot encode a ${width}x${height} JPEG under ${maxBytes} bytes`);
};

/** Renders photo `index` of `shop`: { photo, thumbnail } JPEG buffers. */
export async function renderShopPhoto(sharp, shop, index, font) {
  const png = await sharp(Buffer.from(shopPhotoSvg(shop, index, font))).png().toBuffer();
  return {
    photo: await encodeWithin(sharp, png, WIDTH, HEIGHT, MAX_PHOTO_BYTES),
    thumbnail: await encodeWithin(sharp, png, THUMB_WIDTH, THUMB_HEIGHT, MAX_THUMB_BYTES),
  };
}
