// The remotes' own manifests, as their builds write them (tests only: the shell's code never
// imports a remote; at run time it reads each manifest.json through the registry).
import { type RemoteName } from '@resto/shared/contracts';
import { remoteManifestSchema, type RemoteManifest, type RemoteManifestSource } from '@resto/shared/contracts/remotes';
/* eslint-disable no-restricted-imports -- tests only: the shell's tests read the remotes' manifests at their source, as their builds write them */
import { manifest as admin } from '../../../../mfe-admin/src/manifest';
import { manifest as caja } from '../../../../mfe-caja/src/manifest';
import { manifest as productos } from '../../../../mfe-productos/src/manifest';
import { manifest as reportes } from '../../../../mfe-reportes/src/manifest';
import { manifest as resto } from '../../../../mfe-resto/src/manifest';
import { manifest as ventas } from '../../../../mfe-ventas/src/manifest';
/* eslint-enable no-restricted-imports */

const SOURCES: [RemoteName, RemoteManifestSource][] = [
  ['mfe_ventas', ventas],
  ['mfe_resto', resto],
  ['mfe_productos', productos],
  ['mfe_caja', caja],
  ['mfe_admin', admin],
  ['mfe_reportes', reportes],
];

/** Every remote's manifest, in the registry's order. */
export const REMOTE_MANIFESTS: RemoteManifest[] = SOURCES.map(([name, source]) => remoteManifestSchema.parse({ name, version: '1.0.0', ...source }));
