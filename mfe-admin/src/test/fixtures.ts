import {
  DEFAULT_GENERAL_CONFIG,
  DEFAULT_SOUND_CONFIG,
  categoriaSchema,
  generalConfigSchema,
  loginResponseSchema,
  medioPagoSchema,
  rolSchema,
  soundConfigSchema,
  tipoCambioSchema,
  usuarioSchema,
  type Categoria,
  type GeneralConfig,
  type LoginResponse,
  type MedioPago,
  type Role,
  type Rol,
  type SoundConfig,
  type TipoCambio,
  type Usuario,
} from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';

/*
 * What the api sends, checked against the shared contracts: a fixture that drifts from the
 * contract fails here instead of passing silently.
 */

export function generalConfigFixture(overrides: Partial<GeneralConfig> = {}): GeneralConfig {
  return generalConfigSchema.parse({ ...DEFAULT_GENERAL_CONFIG, ...overrides });
}

export function soundConfigFixture(overrides: Partial<SoundConfig> = {}): SoundConfig {
  return soundConfigSchema.parse({ ...DEFAULT_SOUND_CONFIG, ...overrides });
}

export function medioFixture(overrides: Partial<MedioPago> = {}): MedioPago {
  return medioPagoSchema.parse({ id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 0, activo: true, ...overrides });
}

export function tipoCambioFixture(overrides: Partial<TipoCambio> = {}): TipoCambio {
  return tipoCambioSchema.parse({
    id: 2,
    moneda: 'USD',
    valor: '1185.5',
    esDefault: false,
    esMonedaLocal: false,
    actualizadoAt: '2025-05-02T12:00:00.000Z',
    ...overrides,
  });
}

export function categoriaFixture(overrides: Partial<Categoria> = {}): Categoria {
  return categoriaSchema.parse({
    id: 1,
    nombre: 'Pizzas',
    descripcion: null,
    tipo: 'Cocina',
    orden: 0,
    activo: true,
    cantidadProductos: 4,
    cantidadSubcategorias: 0,
    ...overrides,
  });
}

export function rolFixture(overrides: Partial<Rol> = {}): Rol {
  const nombre = overrides.nombre ?? 'admin';
  const seeded = SEEDED_ROLE_PERMISSIONS[nombre as Role] as Rol['permisos'] | undefined;
  return rolSchema.parse({
    id: 1,
    nombre,
    descripcion: null,
    permisos: seeded ?? [],
    usuarios: 1,
    sistema: seeded !== undefined,
    ...overrides,
  });
}

export function usuarioFixture(overrides: Partial<Usuario> = {}): Usuario {
  return usuarioSchema.parse({
    id: 5,
    nombre: 'Marta Ruiz',
    email: 'marta@demo.local',
    roles: [{ id: 4, nombre: 'cajero' }],
    activo: true,
    ultimoAcceso: null,
    createdAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  });
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.x`;
}

/** The login answer of a user with `rol` and its seeded permissions (or `permisos`). */
export function loginFixture(rol: Role, permisos: readonly string[] = SEEDED_ROLE_PERMISSIONS[rol]): LoginResponse {
  return loginResponseSchema.parse({
    token: unsignedJwt({ sub: '3', role: rol, exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: {
      id: 3,
      nombre: 'Carla Gómez',
      email: 'carla@demo.local',
      rol,
      roles: [rol],
      local: { id: 1, nombre: 'La Esquina' },
      modulos: { restaurant: true, posFlow: true },
      permisos,
    },
    rol,
    expireMinutes: 60,
    permisos,
  });
}
