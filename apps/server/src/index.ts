/** The API server as a library: tests, e2e and bench scripts build servers and databases with these. */
export { createServer, type ServerDeps } from './create-server';
export { loadConfig, ConfigError, type ServerConfig } from './config/load-config';
export { openDatabase, type OpenDatabase, type DatabaseTarget } from './db/open-database';
export { migrateToLatest } from './db/migrate-to-latest';
export { prepareDatabase } from './db/prepare-database';
export { seedDatabase } from './db/seed/seed-database';
export { loadSeedData } from './db/seed/load-seed-data';
export type { SeedData, SeedCity, SeedShop } from './db/seed/seed-data-schema';
export { hashSessionToken } from './http/require-user';
export { serverPaths } from './paths';
