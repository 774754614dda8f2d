import i18next from 'i18next';
import { LANGUAGES } from '@resto/shared/contracts';
import { remoteManifestSchema, type RemoteDeployments, type RemoteManifest } from '@resto/shared/contracts/remotes';
import { translations } from '@resto/shared/i18n/resources';
import { REMOTE_MANIFESTS } from '../features/test-support/remote-manifests';
import { navEntriesFromManifests } from '../app/layout/nav-items';
import { loadManifests, manifestUrl, mountsOf, registerManifestLabels } from './manifests';
import { explainLoadError, IncompatibleRemoteError } from './registry';

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const REGISTRY: RemoteDeployments = REMOTE_MANIFESTS.map((m) => ({ name: m.name, entry: `/remotes/${m.name.replace('_', '-')}/remoteEntry.js` }));

/** A fetch that serves the given manifests at their default address, each validated like the build writes it. */
function serving(manifests: Record<string, unknown>) {
  const calls: string[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const body = manifests[url];
    if (body === undefined) return new Response('no', { status: 404 });
    return Response.json(remoteManifestSchema.parse(body));
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const urlOf = (m: RemoteManifest) => `http://shop.test/remotes/${m.name.replace('_', '-')}/manifest.json`;

describe('remote manifests', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('reads each manifest beside its entry, or where the registry says', () => {
    expect(manifestUrl({ name: 'mfe_caja', entry: '/remotes/mfe-caja/remoteEntry.js' }, 'http://shop.test/ventas')).toBe('http://shop.test/remotes/mfe-caja/manifest.json');
    expect(manifestUrl({ name: 'mfe_caja', entry: 'https://cdn.test/caja/2.0.0/remoteEntry.js' }, 'http://shop.test/')).toBe('https://cdn.test/caja/2.0.0/manifest.json');
    expect(manifestUrl({ name: 'mfe_caja', entry: '/x/remoteEntry.js', manifest: 'https://cdn.test/m.json' }, 'http://shop.test/')).toBe('https://cdn.test/m.json');
  });

  it('loads every manifest; one that cannot be read comes from the last good copy, or is left out', async () => {
    const all = Object.fromEntries(REMOTE_MANIFESTS.map((m) => [urlOf(m), m]));
    const first = serving(all);
    const loaded = await loadManifests(REGISTRY, first.impl, 'http://shop.test/');
    expect(loaded.map((m) => m.name)).toEqual(REGISTRY.map((r) => r.name));

    // mfe_caja's server is down now: its last manifest still places it (its pages show their error screen).
    const caja = REMOTE_MANIFESTS.find((m) => m.name === 'mfe_caja')!;
    const again = await loadManifests(REGISTRY, serving({ ...all, [urlOf(caja)]: undefined }).impl, 'http://shop.test/');
    expect(again.find((m) => m.name === 'mfe_caja')).toEqual(caja);

    localStorage.clear();
    const fresh = await loadManifests(REGISTRY, serving({ ...all, [urlOf(caja)]: undefined }).impl, 'http://shop.test/');
    expect(fresh.map((m) => m.name)).not.toContain('mfe_caja');
    expect(fresh).toHaveLength(5);
  });

  it('refuses a manifest listed under another remote’s name', async () => {
    const ventas = REMOTE_MANIFESTS.find((m) => m.name === 'mfe_ventas')!;
    const loaded = await loadManifests([{ name: 'mfe_caja', entry: '/remotes/mfe-ventas/remoteEntry.js' }], serving({ [urlOf(ventas)]: ventas }).impl, 'http://shop.test/');
    expect(loaded).toEqual([]);
  });

  it('mounts every desktop route on the remote DESIGN.md assigns', () => {
    const byPath = Object.fromEntries(mountsOf(REMOTE_MANIFESTS, 'desktop').map((m) => [m.path, m.remote]));
    expect(byPath).toEqual({
      dashboard: 'mfe_reportes',
      pedidos: 'mfe_resto',
      'historial-pedidos': 'mfe_resto',
      'reservas-pedidos': 'mfe_resto',
      arqueos: 'mfe_caja',
      gastos: 'mfe_caja',
      ventas: 'mfe_ventas',
      'ventas-mobile': 'mfe_ventas',
      'historial-ventas': 'mfe_ventas',
      clientes: 'mfe_ventas',
      resto: 'mfe_resto',
      'editar-mesas': 'mfe_resto',
      reservas: 'mfe_resto',
      catalogo: 'mfe_productos',
      reportes: 'mfe_reportes',
      config: 'mfe_admin',
      usuarios: 'mfe_admin',
      roles: 'mfe_admin',
      productos: 'mfe_productos',
      stock: 'mfe_productos',
      proveedores: 'mfe_productos',
      insumos: 'mfe_productos',
      inventario: 'mfe_productos',
      mermas: 'mfe_productos',
      compras: 'mfe_productos',
    });
    expect(mountsOf(REMOTE_MANIFESTS, 'mobile').map((m) => [m.path, m.remote])).toEqual([
      ['venta', 'mfe_ventas'],
      ['precio', 'mfe_productos'],
      ['stock', 'mfe_productos'],
      ['reportes', 'mfe_reportes'],
    ]);
    expect(mountsOf(REMOTE_MANIFESTS, 'tablet').map((m) => [m.path, m.remote])).toEqual([['reportes', 'mfe_reportes']]);
  });

  it('guards the admin areas and the phone reports by permission', () => {
    const guarded = (layout: 'desktop' | 'mobile') =>
      mountsOf(REMOTE_MANIFESTS, layout)
        .filter((m) => m.permission)
        .map((m) => [m.path, m.permission]);
    expect(guarded('desktop')).toEqual([
      ['usuarios', 'usuarios.administrar'],
      ['roles', 'usuarios.administrar'],
    ]);
    expect(guarded('mobile')).toEqual([['reportes', 'reportes.ver']]);
  });

  it('gives the first remote a prefix two remotes claim', () => {
    const caja = REMOTE_MANIFESTS.find((m) => m.name === 'mfe_caja')!;
    const intruder: RemoteManifest = { ...REMOTE_MANIFESTS.find((m) => m.name === 'mfe_admin')!, mounts: [{ layout: 'desktop', path: 'gastos' }] };
    expect(mountsOf([caja, intruder], 'desktop').find((m) => m.path === 'gastos')?.remote).toBe('mfe_caja');
  });

  it('builds the sidebar in its documented order and groups from the entries of all remotes', () => {
    const entries = navEntriesFromManifests(REMOTE_MANIFESTS);
    expect(entries.map((e) => [e.key, e.children?.map((c) => c.path) ?? e.path])).toEqual([
      ['dashboard', '/dashboard'],
      ['pedidos', ['/pedidos', '/historial-pedidos', '/reservas-pedidos']],
      ['caja', ['/arqueos', '/gastos']],
      ['ventas', ['/ventas', '/historial-ventas']],
      ['resto', ['/resto', '/editar-mesas']],
      ['productos', ['/productos', '/stock', '/proveedores', '/insumos', '/inventario', '/mermas', '/compras']],
      ['clientes', '/clientes'],
      ['reservas', '/reservas'],
      ['reportes', '/reportes'],
      ['administracion', ['/config', '/usuarios', '/roles']],
    ]);
    // The same whatever order the registry lists the remotes in.
    expect(navEntriesFromManifests([...REMOTE_MANIFESTS].reverse()).map((e) => e.key)).toEqual(entries.map((e) => e.key));
  });

  it('has every navigation label in every language', () => {
    for (const lang of LANGUAGES) {
      for (const link of REMOTE_MANIFESTS.flatMap((m) => m.nav)) {
        for (const key of [link.labelKey, link.group?.labelKey].filter((k): k is string => !!k)) {
          const text = lookup(translations[lang], key);
          expect(typeof text === 'string' && text.length > 0, `${lang} ${key}`).toBe(true);
        }
      }
    }
  });

  it('adds a manifest’s own labels under remotes.<name>', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'br', fallbackLng: 'es', resources: { es: { translation: { remotes: { loadErrorTitle: 'x' } } } } });
    const caja = REMOTE_MANIFESTS.find((m) => m.name === 'mfe_caja')!;
    registerManifestLabels(i18n, [{ ...caja, labels: { es: { cierres: 'Cierres' }, br: { cierres: 'Fechamentos' } } }]);
    expect(i18n.t('remotes.mfe_caja.cierres')).toBe('Fechamentos');
    expect(i18n.t('remotes.mfe_caja.cierres', { lng: 'en' })).toBe('Cierres');
    expect(i18n.t('remotes.loadErrorTitle', { lng: 'es' })).toBe('x');
  });
});

describe('load errors', () => {
  it('turns the federation runtime’s refusal of a shared version into a readable one', () => {
    const err = explainLoadError(
      'mfe_caja',
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @resto/shared/session does not satisfy the requirement of mfe_caja which needs ^2.0.0)',
      ),
    );
    expect(err).toBeInstanceOf(IncompatibleRemoteError);
    expect(err.message).toBe('@resto/shared/session ^2.0.0');
    const other = new Error('boom');
    expect(explainLoadError('mfe_caja', other)).toBe(other);
  });
});
