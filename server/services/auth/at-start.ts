import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../errors';
import { ensureAdmin } from './ensure-admin';
import { ensureSetupCode } from './setup-code';
import type { SetupNotice } from './setup-code-banner';

type StartConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME' | 'SETUP_CODE'>;

/**
 * main.ts at every start: the ADMIN_EMAIL account, then, while no admin exists, the first-admin
 * setup code in the log (decision 015). A common ADMIN_PASSWORD stops the start like any other
 * bad configuration value. Returns the setup code to frame once the server listens (null: none
 * needed; `chosen`: the operator's SETUP_CODE, never repeated).
 */
export async function prepareAccounts(
  db: Db,
  config: StartConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<SetupNotice | null> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const admin = await ensureAdmin(
      db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME },
      { promote: true },
    ).catch((err) => {
      if (err instanceof ValidationFailed && err.errors?.password) {
        throw new Error(`Invalid environment configuration:\n  ADMIN_PASSWORD: ${err.errors.password[0]}`);
      }
      throw err;
    });
    const account = { email: admin.email, id: admin.id };
    if (admin.change === 'promoted') {
      log.warn(
        account,
        `ADMIN_EMAIL made the existing account ${admin.email} (id ${admin.id}) an admin; its sessions were signed out and its two-factor sign-in turned off`,
      );
    } else if (admin.change === 'password') {
      log.info(account, 'admin password set from ADMIN_PASSWORD; the account was signed out everywhere');
    } else if (admin.change === 'reactivated') {
      log.warn(account, 'ADMIN_EMAIL reactivated this admin account, which had been deactivated in Users');
    } else {
      log.info(account, admin.change === 'created' ? 'admin account created' : 'admin account ensured');
    }
  }
  const code = await ensureSetupCode(db, { code: config.SETUP_CODE });
  if (code) {
    // A code chosen by the operator is not repeated in the log.
    const shown = config.SETUP_CODE ? 'the value of SETUP_CODE' : code;
    log.warn(
      `No admin account yet. Setup code for the first admin: ${shown} (Create Admin Account at /register)`,
    );
    return config.SETUP_CODE ? { chosen: true } : { chosen: false, code };
  }
  return null;
}
