import { z } from 'zod';

/** AMap writes an empty text as [] (and a few texts as lists of parts): every text becomes one string. */
const amapText = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value.join('') : (value ?? '')));

/** The envelope of every AMap v3 answer: status '1' and info 'OK', or status '0' with the reason in info. */
export const amapStatusSchema = z.object({
  status: z.string(),
  info: z.string().optional(),
  infocode: z.string().optional(),
});

/** GET /v3/assistant/inputtips: tips without an id or a point (keyword suggestions, bus lines) have them empty. */
export const inputTipsAnswerSchema = z.object({
  tips: z.array(
    z.object({
      id: amapText,
      name: amapText,
      /** Province, city and district: '上海市黄浦区'. */
      district: amapText,
      /** The district's administrative code: '310101'. */
      adcode: amapText,
      /** 'lng,lat', GCJ-02. */
      location: amapText,
      address: amapText,
    }),
  ),
});

/** GET /v3/geocode/regeo: every text is [] for a point outside China (at sea, abroad). */
export const reverseGeocodeAnswerSchema = z.object({
  regeocode: z.object({
    formatted_address: amapText,
    addressComponent: z.object({
      province: amapText,
      /** [] for municipalities, whose city is the province. */
      city: amapText,
      district: amapText,
      township: amapText,
      adcode: amapText,
    }),
  }),
});
