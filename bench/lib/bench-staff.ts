import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { ensureAdmin } from '../../server/services/auth/ensure-admin';

// The people the benches sign in as or hand leads to: an admin and `reps` sales reps seeded straight
// into the database, and a signed-in admin's token from the app's own login.

type BenchAdmin = { email: string; password: string; name: string };

/** Bench Admin and Bench Rep 1…`reps`: the admin's id and the reps'. */
export async function seedBenchStaff(database: Database, reps: number) {
  const staff = await database.db
    .insert(users)
    .values([
      { name: 'Bench Admin', email: 'bench-admin@example.test', role: 'admin', passwordHash: 'x' },
      ...Array.from({ length: reps }, (_, i) => ({
        name: `Bench Rep ${i + 1}`,
        email: `bench-rep${i + 1}@example.test`,
        role: 'sales' as const,
        passwordHash: 'x',
      })),
    ])
    .returning({ id: users.id, role: users.role });
  return { adminId: staff[0].id, reps: staff.filter((u) => u.role === 'sales').map((u) => u.id) };
}

/** POST /api/login as `admin`; the bench stops when the login is refused. */
async function adminToken(app: FastifyInstance, admin: BenchAdmin) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: admin.email, password: admin.password },
  });
  const token = login.json().token as string | undefined;
  if (login.statusCode !== 200 || !token) throw new Error(`bench: admin login answered ${login.statusCode}`);
  return token;
}

/**
 * `admin` made sure of as an account, the app listening on a free port, and the admin's token from
 * its login (the app closed again when the login is refused).
 */
export async function signedInApp(database: Database, config: Config, admin: BenchAdmin, web = false) {
  await ensureAdmin(database.db, admin);
  const app = await buildApp({ config, database, logger: false, web });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return { app, origin, token: await adminToken(app, admin) };
  } catch (err) {
    await app.close();
    throw err;
  }
}
