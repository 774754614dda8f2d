import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVICE_INFO } from './helpers/test-app';

/*
 * SIGTERM stops taking connections, finishes the requests in flight and exits (0, before
 * the 10 s watchdog that would exit 1). The real server (src/server.ts) on SQLite.
 */
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM', () => {
  it('finishes a slow request that was in flight, refuses new connections, and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        STATIC_ROOT: path.join(dir, 'no-static'),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      const lock = path.join(dir, 'resto.pid');
      for (let i = 0; i < 600 && !fs.existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100));
      expect(fs.existsSync(lock)).toBe(true);

      // A sign-in whose body arrives slowly: half of it now, the rest after SIGTERM.
      const body = JSON.stringify({ nombreUsuario: 'admin@demo.local', password: 'admin123', deviceInfo: DEVICE_INFO });
      let refusedWhileInFlight = false;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        // '100 Continue' says the server has the request (headers read, routed): it is in flight.
        req.on('continue', () => {
          req.write(body.slice(0, 10));
          void stopThenFinish();
        });
        req.flushHeaders();
        const stopThenFinish = async () => {
          server.kill('SIGTERM');
          for (let i = 0; i < 200 && (await connects(port)); i++) await new Promise((r) => setTimeout(r, 50));
          refusedWhileInFlight = !(await connects(port));
          req.end(body.slice(10));
        };
      });

      const res = await answer;
      expect(refusedWhileInFlight).toBe(true);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true, data: { user: { email: 'admin@demo.local' } } });
      expect(await exited).toBe(0);
      expect(fs.existsSync(lock)).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
