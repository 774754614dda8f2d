// Isomorphic: the api may import these texts, so nothing here touches the browser.
import esCommon from './locales/es/common.json' with { type: 'json' };
import esLogin from './locales/es/login.json' with { type: 'json' };
import esLayout from './locales/es/layout.json' with { type: 'json' };
import esRoutes from './locales/es/routes.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esPromociones from './locales/es/promociones.json' with { type: 'json' };
import esCompras from './locales/es/compras.json' with { type: 'json' };
import brCommon from './locales/br/common.json' with { type: 'json' };
import brLogin from './locales/br/login.json' with { type: 'json' };
import brLayout from './locales/br/layout.json' with { type: 'json' };
import brRoutes from './locales/br/routes.json' with { type: 'json' };
import brErrors from './locales/br/errors.json' with { type: 'json' };
import brPromociones from './locales/br/promociones.json' with { type: 'json' };
import brCompras from './locales/br/compras.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enLogin from './locales/en/login.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import enRoutes from './locales/en/routes.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enPromociones from './locales/en/promociones.json' with { type: 'json' };
import enCompras from './locales/en/compras.json' with { type: 'json' };
import esSesiones from './locales/es/sesiones.json' with { type: 'json' };
import esSolicitudes from './locales/es/solicitudes.json' with { type: 'json' };
import esFraude from './locales/es/fraude.json' with { type: 'json' };
import esOperacion from './locales/es/operacion.json' with { type: 'json' };
import esPedidos from './locales/es/pedidos.json' with { type: 'json' };
import esReservas from './locales/es/reservas.json' with { type: 'json' };
import esReportes from './locales/es/reportes.json' with { type: 'json' };
import esImpresion from './locales/es/impresion.json' with { type: 'json' };
import esFacturacion from './locales/es/facturacion.json' with { type: 'json' };
import esServicio from './locales/es/servicio.json' with { type: 'json' };
import esAsistente from './locales/es/asistente.json' with { type: 'json' };
import esPlataforma from './locales/es/plataforma.json' with { type: 'json' };
import esDescuentos from './locales/es/descuentos.json' with { type: 'json' };
import esEfectivo from './locales/es/efectivo.json' with { type: 'json' };
import esCuentas from './locales/es/cuentas.json' with { type: 'json' };
import esRespaldo from './locales/es/respaldo.json' with { type: 'json' };
import esContrato from './locales/es/contrato.json' with { type: 'json' };
import esCostos from './locales/es/costos.json' with { type: 'json' };
import esTurnos from './locales/es/turnos.json' with { type: 'json' };
import esCuentaMesa from './locales/es/cuenta-mesa.json' with { type: 'json' };
import esListasPrecios from './locales/es/listas-precios.json' with { type: 'json' };
import esCombos from './locales/es/combos.json' with { type: 'json' };
import esRecetas from './locales/es/recetas.json' with { type: 'json' };
import esInsumos from './locales/es/insumos.json' with { type: 'json' };
import brSesiones from './locales/br/sesiones.json' with { type: 'json' };
import brSolicitudes from './locales/br/solicitudes.json' with { type: 'json' };
import brFraude from './locales/br/fraude.json' with { type: 'json' };
import brOperacion from './locales/br/operacion.json' with { type: 'json' };
import brPedidos from './locales/br/pedidos.json' with { type: 'json' };
import brReservas from './locales/br/reservas.json' with { type: 'json' };
import brReportes from './locales/br/reportes.json' with { type: 'json' };
import brImpresion from './locales/br/impresion.json' with { type: 'json' };
import brFacturacion from './locales/br/facturacion.json' with { type: 'json' };
import brServicio from './locales/br/servicio.json' with { type: 'json' };
import brAsistente from './locales/br/asistente.json' with { type: 'json' };
import brPlataforma from './locales/br/plataforma.json' with { type: 'json' };
import brDescuentos from './locales/br/descuentos.json' with { type: 'json' };
import brEfectivo from './locales/br/efectivo.json' with { type: 'json' };
import brCuentas from './locales/br/cuentas.json' with { type: 'json' };
import brRespaldo from './locales/br/respaldo.json' with { type: 'json' };
import brContrato from './locales/br/contrato.json' with { type: 'json' };
import brCostos from './locales/br/costos.json' with { type: 'json' };
import brTurnos from './locales/br/turnos.json' with { type: 'json' };
import brCuentaMesa from './locales/br/cuenta-mesa.json' with { type: 'json' };
import brListasPrecios from './locales/br/listas-precios.json' with { type: 'json' };
import brCombos from './locales/br/combos.json' with { type: 'json' };
import brRecetas from './locales/br/recetas.json' with { type: 'json' };
import brInsumos from './locales/br/insumos.json' with { type: 'json' };
import enSesiones from './locales/en/sesiones.json' with { type: 'json' };
import enSolicitudes from './locales/en/solicitudes.json' with { type: 'json' };
import enFraude from './locales/en/fraude.json' with { type: 'json' };
import enOperacion from './locales/en/operacion.json' with { type: 'json' };
import enPedidos from './locales/en/pedidos.json' with { type: 'json' };
import enReservas from './locales/en/reservas.json' with { type: 'json' };
import enReportes from './locales/en/reportes.json' with { type: 'json' };
import enImpresion from './locales/en/impresion.json' with { type: 'json' };
import enFacturacion from './locales/en/facturacion.json' with { type: 'json' };
import enServicio from './locales/en/servicio.json' with { type: 'json' };
import enAsistente from './locales/en/asistente.json' with { type: 'json' };
import enPlataforma from './locales/en/plataforma.json' with { type: 'json' };
import enDescuentos from './locales/en/descuentos.json' with { type: 'json' };
import enEfectivo from './locales/en/efectivo.json' with { type: 'json' };
import enCuentas from './locales/en/cuentas.json' with { type: 'json' };
import enRespaldo from './locales/en/respaldo.json' with { type: 'json' };
import enContrato from './locales/en/contrato.json' with { type: 'json' };
import enCostos from './locales/en/costos.json' with { type: 'json' };
import enTurnos from './locales/en/turnos.json' with { type: 'json' };
import enCuentaMesa from './locales/en/cuenta-mesa.json' with { type: 'json' };
import enListasPrecios from './locales/en/listas-precios.json' with { type: 'json' };
import enCombos from './locales/en/combos.json' with { type: 'json' };
import enRecetas from './locales/en/recetas.json' with { type: 'json' };
import enInsumos from './locales/en/insumos.json' with { type: 'json' };
import type { Language } from '../contracts/config';

/**
 * Each file holds whole top-level key groups (common.json: `common`, `notifications`...;
 * login.json: `pagesLogin`), and all files of a language merge into i18next's default namespace,
 * so keys read as written in the SPEC: `t('routes.pedidos')`, `t('pagesLogin.emailRequerido')`.
 */
export const LOCALE_FILES = {
  es: {
    common: esCommon,
    login: esLogin,
    layout: esLayout,
    routes: esRoutes,
    errors: esErrors,
    promociones: esPromociones,
    compras: esCompras,
    sesiones: esSesiones,
    solicitudes: esSolicitudes,
    fraude: esFraude,
    operacion: esOperacion,
    pedidos: esPedidos,
    reservas: esReservas,
    reportes: esReportes,
    impresion: esImpresion,
    facturacion: esFacturacion,
    servicio: esServicio,
    asistente: esAsistente,
    plataforma: esPlataforma,
    descuentos: esDescuentos,
    efectivo: esEfectivo,
    cuentas: esCuentas,
    respaldo: esRespaldo,
    contrato: esContrato,
    costos: esCostos,
    turnos: esTurnos,
    'cuenta-mesa': esCuentaMesa,
    'listas-precios': esListasPrecios,
    combos: esCombos,
    recetas: esRecetas,
    insumos: esInsumos,
  },
  br: {
    common: brCommon,
    login: brLogin,
    layout: brLayout,
    routes: brRoutes,
    errors: brErrors,
    promociones: brPromociones,
    compras: brCompras,
    sesiones: brSesiones,
    solicitudes: brSolicitudes,
    fraude: brFraude,
    operacion: brOperacion,
    pedidos: brPedidos,
    reservas: brReservas,
    reportes: brReportes,
    impresion: brImpresion,
    facturacion: brFacturacion,
    servicio: brServicio,
    asistente: brAsistente,
    plataforma: brPlataforma,
    descuentos: brDescuentos,
    efectivo: brEfectivo,
    cuentas: brCuentas,
    respaldo: brRespaldo,
    contrato: brContrato,
    costos: brCostos,
    turnos: brTurnos,
    'cuenta-mesa': brCuentaMesa,
    'listas-precios': brListasPrecios,
    combos: brCombos,
    recetas: brRecetas,
    insumos: brInsumos,
  },
  en: {
    common: enCommon,
    login: enLogin,
    layout: enLayout,
    routes: enRoutes,
    errors: enErrors,
    promociones: enPromociones,
    compras: enCompras,
    sesiones: enSesiones,
    solicitudes: enSolicitudes,
    fraude: enFraude,
    operacion: enOperacion,
    pedidos: enPedidos,
    reservas: enReservas,
    reportes: enReportes,
    impresion: enImpresion,
    facturacion: enFacturacion,
    servicio: enServicio,
    asistente: enAsistente,
    plataforma: enPlataforma,
    descuentos: enDescuentos,
    efectivo: enEfectivo,
    cuentas: enCuentas,
    respaldo: enRespaldo,
    contrato: enContrato,
    costos: enCostos,
    turnos: enTurnos,
    'cuenta-mesa': enCuentaMesa,
    'listas-precios': enListasPrecios,
    combos: enCombos,
    recetas: enRecetas,
    insumos: enInsumos,
  },
} as const satisfies Record<Language, Record<string, Record<string, unknown>>>;

export type TranslationTree = Record<string, unknown>;

/**
 * Files merge one level deep: a group may be split over several files (each domain's file, e.g.
 * pedidos.json, holds its refusals under `errors` and may add keys to other groups), and a key is
 * defined in one file only.
 */
export function mergeLocaleFiles(files: Record<string, TranslationTree>): TranslationTree {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const file of Object.values(files)) {
    for (const [group, tree] of Object.entries(file)) merged[group] = { ...merged[group], ...(tree as Record<string, unknown>) };
  }
  return merged;
}

export const translations: Record<Language, TranslationTree> = {
  es: mergeLocaleFiles(LOCALE_FILES.es),
  br: mergeLocaleFiles(LOCALE_FILES.br),
  en: mergeLocaleFiles(LOCALE_FILES.en),
};

/** i18next `resources` with everything in the default namespace. */
export const resources = {
  es: { translation: translations.es },
  br: { translation: translations.br },
  en: { translation: translations.en },
};

/** Spanish text of a key, for code that has no i18next instance (the api, logs). */
export function spanishText(key: string): string | undefined {
  let node: unknown = translations.es;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
