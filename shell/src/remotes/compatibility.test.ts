import { createInstance } from '@module-federation/runtime';
import { createCompatibilityPlugin, type SharedRefusal } from './compatibility';

const SESSION = '@resto/shared/session';

/** The page holds `@resto/shared/session` 1.0.0 (the shell's); a remote's container starts asking for `requiredVersion`. */
function startRemote(name: string, requiredVersion: string, shared: Record<string, unknown> = {}) {
  const refusals: SharedRefusal[] = [];
  const plugin = createCompatibilityPlugin({
    pageVersions: (pkg) => (pkg === SESSION ? ['1.0.0'] : []),
    onRefusal: (r) => refusals.push(r),
  });
  const start = () =>
    createInstance({
      name,
      remotes: [],
      shared: {
        [SESSION]: {
          version: requiredVersion.replace('^', ''),
          get: () => Promise.resolve(() => ({})),
          shareConfig: { singleton: true, requiredVersion, strictVersion: true },
        },
        ...shared,
      },
      plugins: [plugin],
    });
  return { start, refusals };
}

describe('compatibility runtime plugin', () => {
  it('lets a remote built against the same major start, refusing nothing', () => {
    const { start, refusals } = startRemote('mfe_caja_ok', '^1.0.0');
    expect(start().name).toBe('mfe_caja_ok');
    expect(refusals).toEqual([]);
  });

  it('stops a remote built against another major, saying which remote, module and versions', () => {
    const { start, refusals } = startRemote('mfe_caja_v2', '^2.0.0');
    expect(start).toThrow('Version 1.0.0 of shared singleton module @resto/shared/session does not satisfy the requirement of mfe_caja_v2 which needs ^2.0.0');
    expect(refusals).toEqual([{ remote: 'mfe_caja_v2', pkg: SESSION, version: '1.0.0', required: '^2.0.0' }]);
  });

  it('ignores what the page does not provide and what is not a strict singleton', () => {
    const { start, refusals } = startRemote('mfe_caja_other', '^1.0.0', {
      'left-pad': { version: '9.0.0', get: () => Promise.resolve(() => ({})), shareConfig: { singleton: true, requiredVersion: '^9.0.0', strictVersion: true } },
    });
    expect(start().name).toBe('mfe_caja_other');
    expect(refusals).toEqual([]);
  });
});
