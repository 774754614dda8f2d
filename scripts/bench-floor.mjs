// The floor of the write bench: the least a server can do for "add an item to a comanda" with the
// api's durability. A bare node:http server, one SQLite file in WAL mode with synchronous FULL (a
// commit is on disk when it answers), one prepared idempotency lookup by ClientMutationId and one
// prepared insert per request. No framework, no validation, no auth, no events.
//
//   node scripts/bench-floor.mjs <sqlite file> <port>     (started and stopped by scripts/bench-writes.mjs)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// better-sqlite3 is the api's dependency, not the repository root's.
const Database = createRequire(join(ROOT, 'api', 'package.json'))('better-sqlite3');

const [file, port] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(`create table if not exists items (
  id integer primary key,
  draft_id integer not null,
  producto_id integer not null,
  cantidad real not null,
  notas text,
  client_mutation_id text not null unique
)`);
const lookup = db.prepare('select id from items where client_mutation_id = ?');
const insert = db.prepare('insert into items (draft_id, producto_id, cantidad, notas, client_mutation_id) values (?, ?, ?, ?, ?)');

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const draftId = Number(req.url.split('/')[4]);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const seen = lookup.get(body.clientMutationId);
    const id = seen ? seen.id : Number(insert.run(draftId, body.productoId, body.cantidad ?? 1, body.notas ?? null, body.clientMutationId).lastInsertRowid);
    res.writeHead(seen ? 200 : 201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: { id, draftId } }));
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  db.close();
  process.exit(0);
});
