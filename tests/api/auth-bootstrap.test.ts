import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, setupCodes, users } from '../../server/db/schema';
import { ValidationFailed } from '../../server/errors';
import {
  ensureAdmin,
  ensureSetupCode,
  PromotionRefused,
  prepareAccounts,
  SETUP_CODE_REQUIRED,
} from '../../server/services/auth';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { registration as accountForm, authApi } from './support/auth';

// The first admin of a new installation and the operator's ways to make admins (decision 015).
const ctx = setupApi();

const ADMIN_PASSWORD = 'Ir0nsite-Admin-9';
// The account tests' registration form, asking for the admin role.
const registration = (over: Record<string, unknown> = {}) => accountForm({ role: 'admin', ...over });
const { register, login, me } = authApi(ctx);

/** A logger that keeps what is logged, as [level, message, fields]. */
function captureLog() {
  const lines: [string, string, unknown][] = [];
  const at =
    (level: string) =>
    (a: unknown, b?: unknown): void => {
      if (typeof a === 'string') lines.push([level, a, undefined]);
      else lines.push([level, String(b), a]);
    };
  return { lines, log: { info: at('info'), warn: at('warn') } as never };
}

describe('GET /api/setup', () => {
  it('says whether an admin exists, and is never kept by a cache', async () => {
    const before = await call(ctx.app, { method: 'GET', url: '/api/setup' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ admin_exists: false });
    expect(before.headers['cache-control']).toMatch(/no-store/);
    await createAdmin(ctx.db);
    const after = await call(ctx.app, { method: 'GET', url: '/api/setup' });
    expect(after.json()).toEqual({ admin_exists: true });
    expect(after.headers['x-response-cache']).toBeUndefined();
  });
});

describe('first admin: setup code', () => {
  it('refuses the first admin without a setup code: 403, nothing stored', async () => {
    await ensureSetupCode(ctx.db);
    const res = await register(registration());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SETUP_CODE_REQUIRED });
    expect(res.json().message).toBe(
      'A valid setup code is required to create the first admin account. It is shown at the end of the server’s start output and in its log.',
    );
    expect(await ctx.db.select().from(users)).toEqual([]);
    expect(await ctx.db.select().from(authTokens)).toEqual([]);
  });

  it('refuses a wrong code, and any code while none was issued', async () => {
    expect((await register(registration({ setup_code: 'ABCD-EFGH-JKMN' }))).statusCode).toBe(403);
    await ensureSetupCode(ctx.db);
    for (const setup_code of ['ABCD-EFGH-JKMN', '', '----', '<script>alert(1)</script>', 'A\r\nB']) {
      const res = await register(registration({ setup_code }));
      expect([setup_code, res.statusCode]).toEqual([setup_code, 403]);
    }
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('refuses an oversized or non-text code with 422', async () => {
    const code = await ensureSetupCode(ctx.db);
    const long = await register(registration({ setup_code: `${code}${'x'.repeat(100)}` }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.setup_code).toEqual(['The setup code is not valid.']);
    expect((await register(registration({ setup_code: 12345 }))).statusCode).toBe(422);
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('the right code makes the admin, typed in any case, with or without dashes', async () => {
    const code = (await ensureSetupCode(ctx.db))!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const res = await register(registration({ setup_code: ` ${code.replaceAll('-', '').toLowerCase()} ` }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('admin');
    expect((await me(res.json().token)).json().user.role).toBe('admin');
  });

  it('is single use: once the admin exists, the same code gives a plain user', async () => {
    const setup_code = await ensureSetupCode(ctx.db);
    expect((await register(registration({ setup_code }))).json().user.role).toBe('admin');
    expect(await ctx.db.select().from(setupCodes)).toEqual([]);
    const second = await register(registration({ email: 'second@example.ph', setup_code }));
    expect(second.statusCode).toBe(201);
    expect(second.json().user.role).toBe('user');
  });

  it('once an admin exists, nothing changes: a wrong code is ignored, admins still create admins', async () => {
    const { token } = await createAdmin(ctx.db);
    const anonymous = await register(registration({ setup_code: 'wrong' }));
    expect([anonymous.statusCode, anonymous.json().user.role]).toEqual([201, 'user']);
    const byAdmin = await register(registration({ email: 'x@example.ph' }), token);
    expect([byAdmin.statusCode, byAdmin.json().user.role]).toEqual([201, 'admin']);
  });

  it('a plain registration needs no code, even before the first admin', async () => {
    const res = await register(registration({ role: undefined }));
    expect([res.statusCode, res.json().user.role]).toEqual([201, 'user']);
  });

  it('stores only a hash; codes printed by several instances are all accepted', async () => {
    const first = (await ensureSetupCode(ctx.db))!;
    const second = (await ensureSetupCode(ctx.db))!;
    expect(first).not.toBe(second);
    const rows = await ctx.db.select().from(setupCodes);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(first.replaceAll('-', ''));
    }
    const res = await register(registration({ setup_code: first }));
    expect(res.json().user.role).toBe('admin');
  });

  it('SETUP_CODE is used instead of a random code', async () => {
    expect(await ensureSetupCode(ctx.db, { code: 'install-2025-ironsite' })).toBe('install-2025-ironsite');
    const res = await register(registration({ setup_code: 'install-2025-ironsite' }));
    expect(res.json().user.role).toBe('admin');
  });

  it('once an admin exists there is no code and every stored one is forgotten', async () => {
    await ensureSetupCode(ctx.db);
    await createAdmin(ctx.db);
    expect(await ensureSetupCode(ctx.db)).toBeNull();
    expect(await ctx.db.select().from(setupCodes)).toEqual([]);
  });
});

describe('at start (main.ts)', () => {
  it('logs the setup code at WARN while no admin exists', async () => {
    const { lines, log } = captureLog();
    const notice = await prepareAccounts(ctx.db, { ADMIN_NAME: 'Administrator' }, log);
    const warn = lines.find(([level, msg]) => level === 'warn' && msg.includes('Setup code'));
    expect(warn?.[1]).toMatch(
      /^No admin account yet\. Setup code for the first admin: (\w{4}-\w{4}-\w{4}) \(Create Admin Account at \/register\)$/,
    );
    const code = warn![1].match(/(\w{4}-\w{4}-\w{4})/)![1];
    // The same code is handed back for main.ts to frame last in the start output.
    expect(notice).toEqual({ chosen: false, code });
    expect((await register(registration({ setup_code: code }))).json().user.role).toBe('admin');
  });

  it('does not repeat SETUP_CODE in the log, but accepts it', async () => {
    const { lines, log } = captureLog();
    const notice = await prepareAccounts(
      ctx.db,
      { ADMIN_NAME: 'A', SETUP_CODE: 'install-2025-ironsite' },
      log,
    );
    expect(notice).toEqual({ chosen: true });
    expect(lines.map(([, msg]) => msg).join('\n')).not.toContain('install-2025-ironsite');
    expect(lines.some(([level, msg]) => level === 'warn' && msg.includes('SETUP_CODE'))).toBe(true);
    expect((await register(registration({ setup_code: 'install-2025-ironsite' }))).json().user.role).toBe(
      'admin',
    );
  });

  it('with an admin, logs no setup code', async () => {
    await createAdmin(ctx.db);
    const { lines, log } = captureLog();
    expect(await prepareAccounts(ctx.db, { ADMIN_NAME: 'A' }, log)).toBeNull();
    expect(lines).toEqual([]);
  });

  it('ADMIN_EMAIL promoting an existing account: warning naming it, its old token dead', async () => {
    // Someone registered the address before the operator set ADMIN_EMAIL.
    const { user, token } = await createUser(ctx.db, { email: 'boss@company.ph' });
    const { lines, log } = captureLog();
    await prepareAccounts(
      ctx.db,
      { ADMIN_EMAIL: 'boss@company.ph', ADMIN_PASSWORD, ADMIN_NAME: 'Boss' },
      log,
    );
    const warn = lines.find(([level]) => level === 'warn');
    expect(warn?.[1]).toContain(`boss@company.ph (id ${user.id})`);
    expect(warn?.[2]).toEqual({ email: 'boss@company.ph', id: user.id });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login('boss@company.ph', DEFAULT_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login('boss@company.ph', ADMIN_PASSWORD);
    expect(signedIn.json().user.role).toBe('admin');
    // An admin now exists: no setup code.
    expect(lines.some(([, msg]) => msg.includes('Setup code'))).toBe(false);
  });

  it('a common ADMIN_PASSWORD stops the start with a message naming the variable', async () => {
    const { log } = captureLog();
    await expect(
      prepareAccounts(
        ctx.db,
        { ADMIN_EMAIL: 'ops@example.ph', ADMIN_PASSWORD: 'password123', ADMIN_NAME: 'A' },
        log,
      ),
    ).rejects.toThrow(
      'Invalid environment configuration:\n  ADMIN_PASSWORD: This password is too common. Please choose another one.',
    );
    expect(await ctx.db.select().from(users)).toEqual([]);
  });
});

describe('ensureAdmin (ADMIN_EMAIL and create-admin)', () => {
  const input = { email: 'boss@company.ph', password: ADMIN_PASSWORD, name: 'Boss' };

  it("promotion revokes the attacker's pre-registered token", async () => {
    const attacker = await register(
      registration({
        email: 'boss@company.ph',
        role: undefined,
        password: 'Attacker-Pass-1',
        password_confirmation: 'Attacker-Pass-1',
      }),
    );
    const stolen = attacker.json().token;
    await createAdmin(ctx.db); // an admin exists: the attacker got a plain account
    expect((await me(stolen)).json().user.role).toBe('user');

    const admin = await ensureAdmin(ctx.db, input, { promote: true });
    expect([admin.role, admin.change]).toEqual(['admin', 'promoted']);
    expect((await me(stolen)).statusCode).toBe(401);
    const admins = await call(ctx.app, { method: 'GET', url: '/api/admin/users', token: stolen });
    expect(admins.statusCode).toBe(401);
  });

  it('reactivates the operator’s admin account when Users deactivated it', async () => {
    await createAdmin(ctx.db, { email: 'boss@company.ph', deactivatedAt: new Date() });
    const admin = await ensureAdmin(ctx.db, { ...input, password: DEFAULT_PASSWORD });
    expect([admin.deactivatedAt, admin.change]).toEqual([null, 'reactivated']);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'boss@company.ph', password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('revokes even when the password stays the same, as long as the role changes', async () => {
    const { token } = await createUser(ctx.db, { email: 'boss@company.ph' });
    const admin = await ensureAdmin(ctx.db, { ...input, password: DEFAULT_PASSWORD }, { promote: true });
    expect(admin.change).toBe('promoted');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses to promote a non-admin unless told to, and changes nothing', async () => {
    const { user, token } = await createUser(ctx.db, { email: 'boss@company.ph' });
    const refused = ensureAdmin(ctx.db, input);
    await expect(refused).rejects.toBeInstanceOf(PromotionRefused);
    await expect(refused).rejects.toThrow(
      `The account boss@company.ph (id ${user.id}) exists and is not an admin.`,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('user');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('an unchanged restart keeps the admin signed in', async () => {
    await ensureAdmin(ctx.db, input);
    const { token } = (await login(input.email, input.password)).json();
    const again = await ensureAdmin(ctx.db, input);
    expect(again.change).toBe('none');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a new ADMIN_PASSWORD for an existing admin signs it out everywhere', async () => {
    await ensureAdmin(ctx.db, input);
    const { token } = (await login(input.email, input.password)).json();
    const changed = await ensureAdmin(ctx.db, { ...input, password: 'N3w-Admin-Pass-7' });
    expect(changed.change).toBe('password');
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(input.email, 'N3w-Admin-Pass-7')).statusCode).toBe(200);
  });

  it('refuses a common password, for a new and for an existing account', async () => {
    await expect(ensureAdmin(ctx.db, { ...input, password: 'password123' })).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await createAdmin(ctx.db, { email: 'boss@company.ph' });
    await expect(ensureAdmin(ctx.db, { ...input, password: 'qwerty123' })).rejects.toThrow(
      'This password is too common. Please choose another one.',
    );
  });

  it('forgets the setup codes: the first admin exists', async () => {
    const setup_code = await ensureSetupCode(ctx.db);
    await ensureAdmin(ctx.db, input);
    expect(await ctx.db.select().from(setupCodes)).toEqual([]);
    expect((await register(registration({ setup_code }))).json().user.role).toBe('user');
  });
});
