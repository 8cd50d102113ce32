import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { supportContactSchema } from '../entities/support-contact';
import { countryCodeField } from '../fields/phone';
import { DEFAULT_SMS_COUNTRIES } from '../fields/sms-countries';

/** A style URL: absolute http(s), or a path on the apps' own origin ('/tiles/style.json'). */
const styleUrl = z
  .string()
  .regex(/^(https?:\/\/[^\s/]+|\/)[^\s]*$/, 'must be an http(s) URL or a path starting with /');

/** A raster tile URL template: absolute http(s) with the {x}, {y} and {z} placeholders. */
const tileTemplate = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
  .refine((url) => ['{x}', '{y}', '{z}'].every((part) => url.includes(part)), 'must contain {x}, {y} and {z}');

/**
 * The basemap the apps draw under the shops, chosen by the server's configuration (one of MAP_STYLE_URL,
 * MAP_AMAP_TILES, MAPBOX_TOKEN; none → offline). The rule, whatever the kind:
 *  - the apps speak GCJ-02 (markers, centre, moves, located position); the map converts at its edge to the
 *    basemap's datum: `offline` and `amap` are GCJ-02 (drawn as is), `style` and `mapbox` are WGS-84
 *    (OpenStreetMap/Protomaps data, Mapbox's tiles) and are converted with gcoord;
 *  - `offline`: the bundled Shanghai basemap (districts, rivers, landmarks and interchanges; no streets), with
 *    zero network requests. It is also the fallback: when the configured style or its tiles fail to load (or
 *    none has drawn after a few seconds) the map switches to it and says so discreetly;
 *  - `style`: any MapLibre style URL (e.g. a self-hosted Protomaps/PMTiles style), drawn by maplibre-gl;
 *    `{lang}` in the URL is replaced by the map language (`zh-CN` or `en`), so a style per language can be served;
 *  - `amap`: AMap's raster tiles (mainland China street map, GCJ-02), one template per tile host, drawn by
 *    maplibre-gl; `{lang}` is replaced by AMap's label language (`zh_cn` or `en`);
 *  - `mapbox`: mapbox-gl with Mapbox's standard style and this access token (a public `pk.` token).
 */
export const clientBasemapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offline') }),
  z.object({ kind: z.literal('style'), styleUrl }),
  z.object({ kind: z.literal('amap'), tiles: z.array(tileTemplate).min(1).max(8) }),
  z.object({ kind: z.literal('mapbox'), token: z.string().min(1) }),
]);

/** The basemap of {@link clientBasemapSchema}. */
export type ClientBasemap = z.output<typeof clientBasemapSchema>;

/**
 * GET /api/config/: runtime settings for the apps. `basemap` is the map under the shops (see
 * {@link clientBasemapSchema}: offline unless the server configures a style URL, AMap tiles or a Mapbox token).
 *
 * `wechat` is where the travellers' app sends the WeChat in-app browser for the openid (spec §2
 * messaging-browser authorisation): the official account's `appId` and the `authorizeUrl` of WeChat's
 * authorisation page (`https://open.weixin.qq.com/connect/oauth2/authorize` with WX_APP_ID set). Without
 * WeChat settings it is the server's own local authorisation page at WeChat's path,
 * '/connect/oauth2/authorize' (relative to the app's origin), with the local app id.
 *
 * `hasMiniProgram` is true when the server has a link that opens the WeChat mini-program
 * (WX_MINIPROGRAM_LINK, which /api/act/wx_link/ returns): only then does the home show its mini-program bar.
 *
 * `support` is how to reach customer support (see {@link supportContactSchema}), or null when none is
 * configured: then the apps never say 'contact customer support'.
 *
 * `smsCountries` are the country calling codes login codes go to (the server's SMS_COUNTRIES): the login's
 * country picker offers only those; DEFAULT_SMS_COUNTRIES when a response leaves it out.
 */
export const clientConfigEndpoint = defineEndpoint({
  name: 'clientConfig',
  method: 'GET',
  path: '/api/config/',
  request: z.object({}),
  response: z.object({
    basemap: clientBasemapSchema,
    hasMiniProgram: z.boolean(),
    support: supportContactSchema.nullable(),
    wechat: z.object({ appId: z.string().regex(/^wx[0-9a-z]{16}$/), authorizeUrl: z.string().min(1) }),
    smsCountries: z.array(countryCodeField).min(1).default([...DEFAULT_SMS_COUNTRIES]),
  }),
  auth: 'none',
});

export type ClientConfigResponse = z.output<typeof clientConfigEndpoint.response>;
