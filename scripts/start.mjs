// `npm start`: install, build and start the whole product with the demo venue on SQLite.
import { API_NODE_FLAGS, ensurePnpm, install, runOrExit, spawnInherit } from './tooling.mjs';

const pnpm = ensurePnpm();
install(pnpm);
runOrExit(pnpm, ['run', 'build']);
const server = spawnInherit(process.execPath, [...API_NODE_FLAGS, 'api/dist/server.js'], {
  // The demo venue and its users (published passwords) are what `npm start` is for; a real
  // install runs api/dist/server.js without SEED_DEMO and gets a first admin instead.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
