// The baseline of the nearby-search measure: a bare Fastify route that runs `SELECT 1` on a pg pool of the server's
// size against the bench's database. Started by bench.mjs as a process of its own (BASELINE_PORT,
// BASELINE_DATABASE_URL, BASELINE_POOL_SIZE); prints "ready" once listening.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: Number(process.env.BASELINE_POOL_SIZE) });
const app = Fastify({ logger: false });
app.get('/select-1', async () => {
  const { rows } = await pool.query('SELECT 1 AS one');
  return { status: 1, content: rows[0] };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.BASELINE_PORT) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
