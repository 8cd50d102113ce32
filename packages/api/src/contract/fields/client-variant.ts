import { z } from 'zod';

/**
 * The field `v` every signed call carries (spec §7): 'wxweb' inside the WeChat in-app browser, else 'web'.
 * In the query for GET, in the JSON body for POST.
 */
export const clientVariantSchema = z.enum(['web', 'wxweb']);

/** The fields the signing client adds to every signed call's parameters. */
export const signedFieldsSchema = z.object({ v: clientVariantSchema });
