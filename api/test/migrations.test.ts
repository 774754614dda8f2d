import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, login } from './helpers/test-app';

/*
 * Forward-only numbered migrations, applied at start; a database made by a newer
 * release (a migration this code does not know) is refused with a clear message.
 */
describe('upgrades', () => {
  it('refuses to start on a database newer than the code, with a clear message', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ database });
      const names = (await first.app.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute()) as unknown as { name: string }[];
      expect(names.map((n) => n.name)).toContain('0010-operacion');
      const last = names
        .map((n) => n.name)
        .sort()
        .at(-1)!;
      await sql`insert into kysely_migration (name, timestamp) values ('9999-del-futuro', ${new Date().toISOString()})`.execute(first.app.db);
      await first.app.close();

      await expect(createTestApp({ database, seed: false })).rejects.toThrow(
        `La base de datos es de una versión más nueva de Resto POS: tiene aplicada la migración 9999-del-futuro, que esta versión no conoce (conoce hasta ${last}). Actualice el servidor o restaure una copia hecha con esta versión.`,
      );
    } finally {
      await database.drop();
    }
  });

  it('a second start on a migrated database applies nothing and keeps the data', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ database });
      await first.app.close();
      const again = await createTestApp({ database, seed: false });
      try {
        expect((await login(again.app, 'admin@demo.local', 'admin123')).user.email).toBe('admin@demo.local');
      } finally {
        await again.app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
