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
import * as m0018 from './migrations/0018-roles-por-local';
import * as m0019 from './migrations/0019-operacion-pedidos';
import * as m0020 from './migrations/0020-velocidad';
import * as m0026 from './migrations/0026-reportes-2';
import * as m0016 from './migrations/0016-impresion';
import * as m0015 from './migrations/0015-reportes';
import * as m0017 from './migrations/0017-facturacion';
import * as m0023 from './migrations/0023-facturacion-2';
import * as m0022 from './migrations/0022-cuentas-divididas';
import * as m0025 from './migrations/0025-asistente';
import * as m0021 from './migrations/0021-modificadores';
import * as m0024 from './migrations/0024-impresion-2';
import * as m0027 from './migrations/0027-asistente-historial';
import * as m0028 from './migrations/0028-reportes-resumen';
import * as m0029 from './migrations/0029-login-intentos';
import * as m0030 from './migrations/0030-rondas';
import * as m0031 from './migrations/0031-paginas';
import * as m0032 from './migrations/0032-aprobaciones-valor';
import * as m0033 from './migrations/0033-caja-supervisar';
import * as m0034 from './migrations/0034-clientes-cuentas';
import * as m0035 from './migrations/0035-precios-costos';
import * as m0036 from './migrations/0036-cajas';
import * as m0037 from './migrations/0037-conteo-arqueo';
import * as m0038 from './migrations/0038-listas-precios';
import * as m0039 from './migrations/0039-pin-intentos';
import * as m0040 from './migrations/0040-promociones';
import * as m0041 from './migrations/0041-combos';
import * as m0042 from './migrations/0042-insumos';
import * as m0043 from './migrations/0043-costo-alertas';
import * as m0044 from './migrations/0044-pedido-items-precios';

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
  '0018-roles-por-local': m0018,
  '0019-operacion-pedidos': m0019,
  '0020-velocidad': m0020,
  '0026-reportes-2': m0026,
  '0016-impresion': m0016,
  '0015-reportes': m0015,
  '0017-facturacion': m0017,
  '0023-facturacion-2': m0023,
  '0022-cuentas-divididas': m0022,
  '0025-asistente': m0025,
  '0021-modificadores': m0021,
  '0024-impresion-2': m0024,
  '0027-asistente-historial': m0027,
  '0028-reportes-resumen': m0028,
  '0029-login-intentos': m0029,
  '0030-rondas': m0030,
  '0031-paginas': m0031,
  '0032-aprobaciones-valor': m0032,
  '0033-caja-supervisar': m0033,
  '0034-clientes-cuentas': m0034,
  '0035-precios-costos': m0035,
  '0036-cajas': m0036,
  '0037-conteo-arqueo': m0037,
  '0038-listas-precios': m0038,
  '0039-pin-intentos': m0039,
  '0040-promociones': m0040,
  '0041-combos': m0041,
  '0042-insumos': m0042,
  '0043-costo-alertas': m0043,
  '0044-pedido-items-precios': m0044,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
