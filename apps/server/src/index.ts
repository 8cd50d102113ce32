/** The API server as a library: build a server on a database of your own (tests, benchmarks). */
export { createServer, type ServerDeps } from './create-server';
export { openDatabase, type OpenDatabase, type DatabaseTarget } from './db/open-database';
export { prepareDatabase } from './db/prepare-database';
