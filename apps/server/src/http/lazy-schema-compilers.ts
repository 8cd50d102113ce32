import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify's own dependencies, required as Fastify requires them (they are not this package's). */
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A compiler factory that requires `moduleName` (which exports a function making the factory) at its first call. */
function loadedOnFirstCall<Factory>(moduleName: string): Factory {
  let factory: ((...args: unknown[]) => unknown) | undefined;
  return ((...args: unknown[]) => {
    factory ??= (requireFromFastify(moduleName) as () => (...args: unknown[]) => unknown)();
    return factory(...args);
  }) as Factory;
}

/**
 * Fastify's JSON-schema compilers (ajv, fast-json-stringify), loaded when a route first declares a JSON schema
 * to validate or serialise with, not when Fastify is created: this server's routes parse with the contract's
 * zod schemas and declare none, and loading ajv cost every start ~0.05–0.1 s of CPU (issue 17). A route that
 * declares one gets the compilers Fastify would have built.
 */
export const lazySchemaCompilers: CompilersFactory = {
  buildValidator: loadedOnFirstCall<CompilersFactory['buildValidator']>('@fastify/ajv-compiler'),
  buildSerializer: loadedOnFirstCall<CompilersFactory['buildSerializer']>('@fastify/fast-json-stringify-compiler'),
};
