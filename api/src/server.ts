import { buildApp } from './app';
import { loadConfig } from './config';
import { removeServerLock, writeServerLock } from './modules/system';
import { DEMO_USERS } from './seed/seed';

function demoUsersTable(): string {
  const rows = DEMO_USERS.map((u) => `| ${u.rol.padEnd(8)} | ${u.email.padEnd(20)} | ${u.password.padEnd(11)} |`);
  return ['| role     | e-mail               | password    |', '|----------|----------------------|-------------|', ...rows].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // A stuck socket must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run restore` refuses to run while this file names a live process.
  const lock = writeServerLock(config.dataDir);
  process.on('exit', () => removeServerLock(lock));
  if (app.seeded) {
    console.log(`\nLocal de demostración creado. Usuarios:\n${demoUsersTable()}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
