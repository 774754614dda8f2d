import { createInstance } from '@module-federation/runtime';
import { createCompatibilityPlugin, type SharedRefusal } from './compatibility';

const SESSION = '@resto/shared/session';

/**
 * A page whose shell holds `@resto/shared/session` at 1.0.0 (loaded), and a remote's federation
 * instance that asks for it with `requiredVersion` and `strictVersion`, as the built remotes do.
 */
function remoteAsking(requiredVersion: string, name: string) {
  const shellCopy = { getSessionStore: () => 'shell store' };
  const shell = createInstance({
    name: `shell_${name}`,
    remotes: [],
    shared: { [SESSION]: { version: '1.0.0', lib: () => shellCopy, shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
  });
  const refusals: SharedRefusal[] = [];
  const remote = createInstance({
    name,
    remotes: [],
    shared: {
      [SESSION]: {
        version: requiredVersion.replace('^', ''),
        get: () => Promise.resolve(() => ({ getSessionStore: () => 'second copy' })),
        shareConfig: { singleton: true, requiredVersion, strictVersion: true, import: false },
      },
    },
    plugins: [createCompatibilityPlugin((r) => refusals.push(r))],
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  return { shell, remote, refusals, shellCopy };
}

describe('compatibility runtime plugin', () => {
  it('lets a remote built against the same major use the shell’s copy, refusing nothing', async () => {
    const { remote, refusals, shellCopy } = remoteAsking('^1.0.0', 'mfe_caja_ok');
    const factory = await remote.loadShare<typeof shellCopy>(SESSION);
    expect(factory && factory()).toBe(shellCopy);
    expect(refusals).toEqual([]);
  });

  it('refuses a remote built against another major, and says which remote, module and versions', async () => {
    const { remote, refusals } = remoteAsking('^2.0.0', 'mfe_caja_v2');
    await expect(remote.loadShare(SESSION)).rejects.toThrow(/does not satisfy the requirement of mfe_caja_v2/);
    expect(refusals).toEqual([{ remote: 'mfe_caja_v2', pkg: SESSION, version: '1.0.0', required: '^2.0.0' }]);
  });
});
