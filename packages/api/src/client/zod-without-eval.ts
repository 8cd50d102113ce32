import * as z from 'zod/v4';

/**
 * zod as the browser apps load it: their builds resolve 'zod' to this module (see @luggage/vite-config), so
 * zod's eval is off before any schema of any chunk is made, wherever zod loads (a lazy screen's chunk, as no
 * first screen loads zod). zod 4 compiles object parsers with `new Function` when it may, and finds out by
 * trying: under the apps' Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a
 * violation. Without eval (jitless) zod parses the same, without trying.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
