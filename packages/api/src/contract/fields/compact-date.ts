import { z } from 'zod';

/**
 * A calendar day (Asia/Shanghai) of the API, as a zod codec: the wire carries 'yyyymmdd' ('20261123', spec
 * §7), code on both sides handles the ISO day 'yyyy-MM-dd' ('2026-11-23'), like every other day.
 *
 * The rule: the day is converted once, at the edges, by the endpoint's schema and never by hand. The server's
 * route layer decodes requests (parse) and encodes responses; the client encodes request parameters before
 * signing them and decodes responses; the MSW mocks encode the content they answer. Anything but 8 digits
 * naming a real day ('20250230', '2025-03-01') is refused on decoding, so the server answers 'invalid
 * parameter: <field>'; encoding refuses anything but a real ISO day.
 */
export const compactDateSchema = z.codec(z.string().regex(/^\d{8}$/), z.iso.date(), {
  decode: (wire) => `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6)}`,
  encode: (day) => day.replaceAll('-', ''),
});
