import { DEFAULT_GENERAL_CONFIG, type Role } from '@resto/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, assertFirstAdminPassword } from '../modules/auth';
import { saveGeneralConfig } from '../modules/config';
import { ensureVenueRoles } from '../modules/roles';
import { insumosSeedStep } from './insumos-seed';
import { MESAS_SEED_STEPS } from './mesas-seed';
import { reconstruirResumen } from '../modules/ventas';
import { MONEY_SEED_STEPS } from './money-seed';
import * as repo from './seed.repository';

export interface SeedContext {
  /** The demo venue, set by the venue step. */
  localId: number;
  /** User ids by e-mail, set by the users step. */
  users: Record<string, number>;
  now: Date;
  /** The demo venue's time zone (DEMO_VENUE's unless the start asked for another). */
  timezone: string;
}

/** One step of the demo seed. Later modules append theirs (menu, tables, sales) to DEMO_SEED_STEPS. */
export interface SeedStep {
  name: string;
  run(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
}

export { ROLE_DESCRIPTIONS } from '../modules/roles';

/** The demo users: printed by the start command and listed in the README. */
export const DEMO_USERS: readonly { rol: Role; nombre: string; email: string; password: string }[] = [
  { rol: 'admin', nombre: 'Laura Gómez', email: 'admin@demo.local', password: 'admin123' },
  { rol: 'empleado', nombre: 'Diego Fernández', email: 'empleado@demo.local', password: 'empleado123' },
  { rol: 'mozo', nombre: 'Martín Sosa', email: 'mozo@demo.local', password: 'mozo123' },
  { rol: 'cajero', nombre: 'Carla Ruiz', email: 'cajero@demo.local', password: 'cajero123' },
];

export const DEMO_VENUE = {
  nombre: 'La Esquina Demo',
  pais: 'AR',
  locale: 'es-AR',
  currencyCode: 'ARS',
  timezone: 'America/Argentina/Buenos_Aires',
  moduloRestaurant: true,
  moduloPosFlow: true,
} as const;

const venueStep: SeedStep = {
  name: 'venue',
  async run(trx, ctx) {
    ctx.localId = await repo.insertVenue(trx, { ...DEMO_VENUE, timezone: ctx.timezone });
  },
};

const usersStep: SeedStep = {
  name: 'users',
  async run(trx, ctx) {
    for (const user of DEMO_USERS) {
      ctx.users[user.email] = await repo.insertUser(trx, {
        localId: ctx.localId,
        nombre: user.nombre,
        email: user.email,
        passwordHash: await hashPassword(user.password),
        roles: [user.rol],
        // Demo only (`npm start`, e2e, benches): these published passwords are the point of the
        // demo, so they are not forced to change. SEED_DEMO is off by default in production, and
        // a real install's first admin (seedFirstAdmin) must change theirs.
        debeCambiarPassword: false,
      });
    }
  },
};

const generalConfigStep: SeedStep = {
  name: 'general-config',
  async run(trx, ctx) {
    await saveGeneralConfig(trx, ctx.localId, { ...DEFAULT_GENERAL_CONFIG });
  },
};

/** Append-only: each module adds its step after the ones it depends on. */
export const DEMO_SEED_STEPS: SeedStep[] = [venueStep, usersStep, generalConfigStep, ...MONEY_SEED_STEPS, ...MESAS_SEED_STEPS, insumosSeedStep];

/**
 * Reference data every venue needs, whether or not it has the demo: its four roles, each created
 * with its permission set; existing roles keep what their admin gave them. A venue made
 * by insertVenue gets them at once; this fills in any venue that lacks one (checked at start).
 */
export async function ensureReferenceData(db: Kysely<Database>): Promise<void> {
  for (const venue of await db.selectFrom('locales').select('id').execute()) await ensureVenueRoles(db, venue.id);
}

const FIRST_ADMIN_NAME = 'Administrador';

/** The venue a production install starts with when it has no demo: the admin renames it in settings. */
export const FIRST_VENUE = { ...DEMO_VENUE, nombre: 'Mi local' } as const;

/**
 * Without the demo, an empty install gets one venue and its first admin (ADMIN_EMAIL, with
 * ADMIN_PASSWORD or a random password that the start log shows once), who must choose their own
 * password at the first sign-in. Returns the password when it seeded, null when a venue existed.
 */
export async function seedFirstAdmin(db: Kysely<Database>, admin: { email: string; password: string | null }): Promise<{ password: string } | null> {
  await ensureReferenceData(db);
  const password = admin.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await repo.lockSeeding(trx);
    if (await repo.anyVenueExists(trx)) return null;
    if (admin.password !== null) assertFirstAdminPassword(admin.password, { email: admin.email, nombre: FIRST_ADMIN_NAME });
    const localId = await repo.insertVenue(trx, FIRST_VENUE);
    await repo.insertUser(trx, {
      localId,
      nombre: FIRST_ADMIN_NAME,
      email: admin.email,
      passwordHash,
      roles: ['admin'],
      debeCambiarPassword: true,
    });
    await saveGeneralConfig(trx, localId, { ...DEFAULT_GENERAL_CONFIG });
    return { password };
  });
}

/**
 * Seeds the demo venue when no venue exists yet, in one transaction (all steps or nothing).
 * Returns true when it seeded, false when a venue was already there.
 */
export async function seedDemo(db: Kysely<Database>, steps: readonly SeedStep[] = DEMO_SEED_STEPS, opts: { timezone?: string | null } = {}): Promise<boolean> {
  await ensureReferenceData(db);
  return db.transaction().execute(async (trx) => {
    await repo.lockSeeding(trx);
    if (await repo.anyVenueExists(trx)) return false;
    const ctx: SeedContext = { localId: 0, users: {}, now: new Date(), timezone: opts.timezone ?? DEMO_VENUE.timezone };
    for (const step of steps) {
      try {
        await step.run(trx, ctx);
      } catch (error) {
        throw new Error(`Falló el paso '${step.name}' del seed de demostración`, { cause: error });
      }
    }
    // The steps write their sales straight (a year of history): the reports' summaries are
    // rebuilt from them once, in the same transaction.
    if (ctx.localId > 0) await reconstruirResumen(trx, ctx.localId);
    return true;
  });
}
