// A pass-through TCP proxy in front of Postgres that records the SQL its clients send: every simple Query, and every
// Bind of the extended protocol with the statement text of its Parse, the statement's name (a named prepared
// statement: parsed once per connection, then bound again and again) and the parameter values. The server under
// test is a black box this way: whatever SQL a request makes it run is what the bench replays, whatever the code.
import net from 'node:net';

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;

/** Reads a NUL-terminated string at `offset`; answers [text, offset after the NUL]. */
function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Parameter values of a Bind message body (text format as text, binary as a Buffer, SQL NULL as null). */
function bindParameters(body) {
  let offset = cString(body, cString(body, 0)[1])[1];
  const formatCount = body.readInt16BE(offset);
  offset += 2;
  const formats = Array.from({ length: formatCount }, (_, index) => body.readInt16BE(offset + 2 * index));
  offset += 2 * formatCount;
  const count = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let index = 0; index < count; index += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const format = formatCount === 0 ? 0 : formatCount === 1 ? formats[0] : formats[index];
    const bytes = body.subarray(offset, offset + length);
    values.push(format === 0 ? bytes.toString('utf8') : Buffer.from(bytes));
    offset += length;
  }
  return { statement: cString(body, cString(body, 0)[1])[0], values };
}

/**
 * Follows one client's stream of messages to the server and calls `record({ sql, values, name })` for each statement
 * run (`name` '' for the unnamed statement and a simple Query).
 */
function frontendReader(record) {
  let pending = Buffer.alloc(0);
  let started = false;
  const parsed = new Map();
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]);
      const body = pending.subarray(5, 1 + length);
      if (type === 'P') {
        const [name, afterName] = cString(body, 0);
        parsed.set(name, cString(body, afterName)[0]);
      } else if (type === 'B') {
        const { statement, values } = bindParameters(body);
        record({ sql: parsed.get(statement) ?? '', values, name: statement });
      } else if (type === 'Q') {
        record({ sql: cString(body, 0)[0], values: [], name: '' });
      }
      pending = pending.subarray(1 + length);
    }
  };
}

/**
 * Listens on 127.0.0.1:`port` and forwards every connection to the Postgres of `targetUrl`. Answers the URL to
 * give clients instead (same database and role, the proxy's port), `statements` (every one recorded so far, in the
 * order sent) and `close`.
 */
export async function startSqlCapture(targetUrl, port) {
  const target = new URL(targetUrl);
  const statements = [];
  const sockets = new Set();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const read = frontendReader((statement) => statements.push(statement));
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve, reject) => proxy.once('error', reject).listen(port, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    statements,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
