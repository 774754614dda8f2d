import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectPageTitle, signIn } from '../support';

/*
 * A remote is a unit a team builds and deploys alone. These run against the production
 * build the e2e config serves (STATIC_ROOT = the repository).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const OTHERS = ['shell', 'mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-admin', 'mfe-reportes'];

/** Every file of a build and the sha256 of its bytes, by path inside the repository. */
function hashes(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else out.set(relative(ROOT, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  };
  walk(join(ROOT, folder, 'dist'));
  return out;
}

function allOthers(): Map<string, string> {
  return new Map(OTHERS.flatMap((f) => [...hashes(f)]));
}

/**
 * The next version of mfe-caja, as its team would write it: one more page (in its router, its
 * mounts and its sidebar links, with its own labels) and a new label for Gastos. Built by the
 * remote's own build, into `outDir`; nothing else is rebuilt.
 */
function buildNextCaja(outDir: string): void {
  const config = join(ROOT, 'mfe-caja', 'vite.e2e-next.config.ts');
  writeFileSync(
    config,
    `import type { Plugin, UserConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';
import { manifest } from './src/manifest.ts';

const caja = { key: 'caja', labelKey: 'layout.nav.caja', icon: 'cash' } as const;
const next = {
  ...manifest,
  mounts: [...manifest.mounts, { layout: 'desktop' as const, path: 'novedades-caja' }],
  nav: [
    ...manifest.nav.map((n) => (n.path === '/gastos' ? { ...n, labelKey: 'remotes.mfe_caja.gastos' } : n)),
    { path: '/novedades-caja', labelKey: 'remotes.mfe_caja.novedades', icon: 'cash' as const, order: 32, group: caja, access: { any: ['gastos.registrar' as const] } },
  ],
  labels: {
    es: { gastos: 'Gastos y egresos', novedades: 'Novedades de caja' },
    br: { gastos: 'Despesas e saídas', novedades: 'Novidades do caixa' },
    en: { gastos: 'Expenses and outflows', novedades: 'Register news' },
  },
};
const newPage: Plugin = {
  name: 'e2e-new-page',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/exposes/routes.tsx')) return null;
    return code + \`
import { PlaceholderPage as E2eNewPage } from '@resto/shared/federation/placeholder-page';
routes.pages.novedades = () => <E2eNewPage titleKey="remotes.mfe_caja.novedades" />;
routes.routes.push({ path: '/novedades-caja', page: 'novedades' });
\`;
  },
};
const config = remoteViteConfig({ name: 'mfe_caja', folder: 'mfe-caja', port: 5177, manifest: next }) as UserConfig;
export default { ...config, plugins: [newPage, ...(config.plugins ?? [])], build: { ...config.build, outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } };
`,
  );
  viteBuild(config);
}

/**
 * Builds mfe-caja with the config written at `config` (removed afterwards). Run again up to twice
 * when it fails, as `pnpm run build` does (scripts/build.mjs says why): Module Federation's vite
 * plugin (1.23) calls the module graph complete after 10 ms without a new module, so on a loaded
 * machine it can narrow @resto/shared's subpaths to no named exports and fail with MISSING_EXPORT
 * (it did once in CI, mid-way through the e2e run; the next test's build passed a minute later).
 * The plugin is patched since (patches/, scripts/build.mjs says how); the retry stays as a guard.
 * That failure is the bundler's, not the deployment's under test; each one is logged.
 */
function viteBuild(config: string): void {
  const build = () =>
    execFileSync(join(ROOT, 'mfe-caja', 'node_modules', '.bin', 'vite'), ['build', '--config', config, '--logLevel', 'error'], {
      cwd: join(ROOT, 'mfe-caja'),
      stdio: 'pipe',
      timeout: 600_000,
    });
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        build();
        break;
      } catch (error) {
        const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
        if (attempt === 3 || !stderr.includes('MISSING_EXPORT')) throw error;
        console.warn(`mfe-caja's build failed (attempt ${attempt}, MISSING_EXPORT), run again: ${stderr.slice(0, 400)}`);
      }
    }
  } finally {
    rmSync(config, { force: true });
  }
}

/**
 * mfe-caja as a team would build it against the next major of @resto/shared (2.0.0): unchanged
 * code, requiring `^2.0.0` of the page's shared modules, which the shell (1.x) cannot give.
 */
function buildCajaAgainstShared2(outDir: string): void {
  const config = join(ROOT, 'mfe-caja', 'vite.e2e-shared2.config.ts');
  writeFileSync(
    config,
    `import type { UserConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';
import { manifest } from './src/manifest.ts';

const config = remoteViteConfig({ name: 'mfe_caja', folder: 'mfe-caja', port: 5177, manifest, sharedVersion: '2.0.0' }) as UserConfig;
export default { ...config, build: { ...config.build, outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } };
`,
  );
  viteBuild(config);
}

/** Serves `built` as mfe-caja's dist while `run` runs, then puts the real one back. */
async function withCajaDist(built: string, run: () => Promise<void>): Promise<void> {
  const dist = join(ROOT, 'mfe-caja', 'dist');
  const saved = `${built}-before`;
  renameSync(dist, saved);
  renameSync(built, dist);
  try {
    await run();
  } finally {
    rmSync(dist, { recursive: true, force: true });
    renameSync(saved, dist);
  }
}

/** The sidebar link's label. */
const navLabel = (page: Page, path: string) => page.getByTestId('sidebar').getByTestId(`nav-${path}`);

test('one remote rebuilt with a new page and a new label, its dist replaced alone: a reload shows both, the rest is the same files', async ({ page }) => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'resto-e2e-caja-'));
  const next = join(work, 'dist');
  const dist = join(ROOT, 'mfe-caja', 'dist');
  const saved = join(work, 'dist-before');

  await signIn(page);
  await expect(navLabel(page, 'gastos')).toHaveText('Gastos');
  await expect(navLabel(page, 'novedades-caja')).toHaveCount(0);

  const before = allOthers();
  buildNextCaja(next);
  expect(JSON.parse(readFileSync(join(next, 'manifest.json'), 'utf8'))).toMatchObject({ name: 'mfe_caja' });

  // What the browser gets from the shell and the other remotes after the swap.
  const served = new Map<string, string>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    const m = /^\/remotes\/(mfe-[a-z]+)\/(.+)$/.exec(url.pathname);
    if (!m || m[1] === 'mfe-caja' || res.status() !== 200) return;
    const body = await res.body().catch(() => null);
    if (body) served.set(join(m[1]!, 'dist', m[2]!), createHash('sha256').update(body).digest('hex'));
  });

  renameSync(dist, saved);
  renameSync(next, dist);
  try {
    await page.reload();
    await expect(navLabel(page, 'gastos')).toHaveText('Gastos y egresos');
    await navLabel(page, 'novedades-caja').click();
    await expect(page).toHaveURL(/\/novedades-caja$/);
    await expectPageTitle(page, 'Novedades de caja');
    await expect(page.locator('[data-remote="mfe_caja"]')).toBeVisible();

    // The remote's other pages and the other remotes work as before.
    await navLabel(page, 'gastos').click();
    await expectPageTitle(page, 'Gastos');
    await navLabel(page, 'clientes').click();
    await expectPageTitle(page, 'Clientes');
    await navLabel(page, 'config').click();
    await expectPageTitle(page, 'Configuración');

    // Not one byte of the shell or the other remotes changed, on disk or as served.
    expect(allOthers()).toEqual(before);
    expect(served.size).toBeGreaterThan(0);
    for (const [file, sha] of served) {
      if (existsSync(join(ROOT, file))) expect(sha, file).toBe(before.get(file));
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
    renameSync(saved, dist);
    rmSync(work, { recursive: true, force: true });
  }
});

test('a remote built against an incompatible @resto/shared is refused with a clear message; the rest of the app works', async ({ page }) => {
  test.setTimeout(600_000);
  const work = mkdtempSync(join(tmpdir(), 'resto-e2e-caja2-'));
  const built = join(work, 'dist');
  try {
    buildCajaAgainstShared2(built);
    // The build declares what it requires of the page's shared modules.
    const assets = join(built, 'assets');
    expect(readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('^2.0.0'))).toBe(true);
    await withCajaDist(built, async () => {
      await signIn(page);
      await page.getByTestId('nav-arqueos').click();
      const refused = page.getByTestId('remote-load-error');
      await expect(refused).toBeVisible();
      await expect(refused.getByRole('heading')).toHaveText('Versión incompatible');
      await expect(refused).toContainText('@resto/shared/');
      await expect(refused).toContainText('^2.0.0');
      // Not run beside the shell's copy: none of the remote's pages rendered.
      await expect(page.locator('[data-remote="mfe_caja"]')).toHaveCount(0);
      // The shell and every other remote go on.
      await page.getByTestId('nav-ventas').click();
      await expectPageTitle(page, 'Ventas');
      await page.getByTestId('nav-productos').click();
      await expectPageTitle(page, 'Productos');
      await page.getByTestId('nav-gastos').click();
      await expect(page.getByTestId('remote-load-error').getByRole('heading')).toHaveText('Versión incompatible');
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a remote whose entry cannot load shows its error screen while the rest of the app works', async ({ page }) => {
  await page.route('**/remotes/mfe-admin/remoteEntry.js', (route) => route.abort());
  await signIn(page);
  await page.getByTestId('nav-config').click();
  await expect(page.getByTestId('remote-load-error')).toBeVisible();
  await expect(page.getByTestId('remote-load-error')).toContainText('No se pudo cargar esta sección');
  // The shell and every other remote go on.
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.getByTestId('nav-gastos').click();
  await expectPageTitle(page, 'Gastos');
  await page.getByTestId('nav-ventas').click();
  await expectPageTitle(page, 'Ventas');
  await page.getByTestId('nav-roles').click();
  await expect(page.getByTestId('remote-load-error')).toBeVisible();
});

test('one hub connection per tab across all remotes', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
  await signIn(page);
  for (const [path, title] of [
    ['dashboard', 'Dashboard'],
    ['pedidos', 'Pedidos en curso'],
    ['arqueos', 'Arqueos de caja'],
    ['ventas', 'Ventas'],
    ['resto', 'Mesas'],
    ['productos', 'Productos'],
    ['config', 'Configuración'],
    ['reportes', 'Reportes'],
  ] as const) {
    await page.getByTestId(`nav-${path}`).click();
    await expectPageTitle(page, title);
  }
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected');
  // Each remote reaches the tab's one bus: one socket per hub, none opened by a remote.
  expect(sockets.filter((p) => p === '/ws/mesas')).toHaveLength(1);
  expect(sockets.filter((p) => p === '/ws/ventas')).toHaveLength(1);
  expect(sockets).toHaveLength(2);
});
