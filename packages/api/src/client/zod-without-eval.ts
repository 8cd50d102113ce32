import { z } from 'zod';

/**
 * Import first in an app's entry, before any schema is made. zod 4 compiles object parsers with `new Function`
 * when it may, and finds out by trying: under the apps' Content-Security-Policy (no 'unsafe-eval') that try is
 * refused and reported as a violation. Without eval (jitless) zod parses the same, without trying.
 */
z.config({ jitless: true });
