/**
 * The font families basemap labels are drawn with. The style has no `glyphs` URL, so maplibre draws
 * every label locally with these CSS families (then `sans-serif`). 'Noto Sans SC' comes from
 * `@fontsource/noto-sans-sc`, loaded before the map draws; the others are common system fallbacks.
 */
export const BASEMAP_FONTS = ['Noto Sans SC', 'PingFang SC', 'Microsoft YaHei'] as const;
