import fs from 'node:fs';
import path from 'node:path';
import { createTestCa, startFakeArca } from './fake-arca';

/*
 * The fake ARCA as a process, for end-to-end runs and manual trials: `tsx fake-arca-server.ts`
 * with FAKE_ARCA_PORT (default 0: any free port) and FAKE_ARCA_DIR, where it writes the test CA,
 * one venue identity issued by it (certificado.pem, clave.pem, cuit.txt) and url.txt. Point the
 * api at it with ARCA_WSAA_URL=<url>/ws/services/LoginCms and ARCA_WSFE_URL=<url>/wsfev1/service.asmx.
 */
const dir = process.env.FAKE_ARCA_DIR ?? fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'fake-arca-'));
const cuit = process.env.FAKE_ARCA_CUIT ?? '30712345671';
fs.mkdirSync(dir, { recursive: true });
const ca = createTestCa();
const id = ca.issue(cuit);
const fake = await startFakeArca(ca.certificatePem, { port: Number(process.env.FAKE_ARCA_PORT ?? 0) });
fs.writeFileSync(path.join(dir, 'ca.pem'), ca.certificatePem);
fs.writeFileSync(path.join(dir, 'certificado.pem'), id.certificatePem);
fs.writeFileSync(path.join(dir, 'clave.pem'), id.privateKeyPem, { mode: 0o600 });
fs.writeFileSync(path.join(dir, 'cuit.txt'), cuit);
fs.writeFileSync(path.join(dir, 'url.txt'), fake.url);
console.log(`fake ARCA en ${fake.url} (archivos en ${dir})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
