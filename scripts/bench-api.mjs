// What the benches that drive the built api over http share: stopping it, calling it, signing in,
// and running a statement on PostgreSQL (a bench's own schema).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './tooling.mjs';

/** Stops the api's process and waits for it to exit. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One call; answers the envelope's data and throws on a refusal. A body other than JSON goes as it is with its `contentType`. */
export async function call(base, token, method, path, body, contentType = 'application/json') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : body,
  });
  const json = await res.json();
  if (!res.ok || json.success === false) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

export const login = async (base, user) => (await call(base, null, 'POST', '/api/auth/login', { nombreUsuario: user.email, password: user.password })).token;

export async function pgExec(url, text) {
  const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
