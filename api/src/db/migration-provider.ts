import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-core';
import * as m0002 from './migrations/0002-money';
import * as m0003 from './migrations/0003-mesas';
import * as m0004 from './migrations/0004-draft-version';
import * as m0005 from './migrations/0005-catalogo';
import * as m0006 from './migrations/0006-inventario';
import * as m0007 from './migrations/0007-permisos';
import * as m0008 from './migrations/0008-sesiones';
import * as m0009 from './migrations/0009-auditoria';
import * as m0010 from './migrations/0010-operacion';
import * as m0011 from './migrations/0011-pedidos';
import * as m0012 from './migrations/0012-reservas';
import * as m0013 from './migrations/0013-solicitudes';
import * as m0014 from './migrations/0014-busqueda';

/*
 * Static imports (not a folder scan) so the migrations survive esbuild bundling. Append new
 * migrations here; names sort alphabetically, which is the order kysely applies them.
 */
const migrations: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-money': m0002,
  '0003-mesas': m0003,
  '0004-draft-version': m0004,
  '0005-catalogo': m0005,
  '0006-inventario': m0006,
  '0007-permisos': m0007,
  '0008-sesiones': m0008,
  '0009-auditoria': m0009,
  '0010-operacion': m0010,
  '0011-pedidos': m0011,
  '0012-reservas': m0012,
  '0013-solicitudes': m0013,
  '0014-busqueda': m0014,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
