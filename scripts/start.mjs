// `npm start`: install, build and start the whole product with the demo venue on SQLite.
import { ensurePnpm, install, runOrExit, spawnInherit } from './tooling.mjs';

const pnpm = ensurePnpm();
install(pnpm);
runOrExit(pnpm, ['run', 'build']);
const server = spawnInherit(process.execPath, ['api/dist/server.js'], {
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
