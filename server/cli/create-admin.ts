import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { registerSchema } from '#common/schemas/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DATABASE_TEMPLATE_CACHE } from '../lib/paths';
import { ensureAdmin, PromotionRefused } from '../services/auth';

// npm run create-admin -- --email you@example.com --name "Your Name" [--promote]
// Prompts for the password (hidden on a terminal; read from standard input otherwise). An existing
// account that is not an admin is made one only with --promote; any change of role or password
// signs the account out everywhere (decision 015).
const USAGE = 'usage: npm run create-admin -- --email you@example.com --name "Your Name" [--promote]';
function prompt(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    // Mute the echo of what is typed after the question.
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(s);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, promote: { type: 'boolean' } },
  });
  if (!values.email || !values.name) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = await prompt('Password: ');
  const confirmation = process.stdin.isTTY ? await prompt('Confirm password: ') : password;
  const parsed = registerSchema.safeParse({
    name: values.name,
    email: values.email,
    password,
    password_confirmation: confirmation,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(1);
  }
  const config = loadConfig();
  // A new DATA_DIR starts from the migrated cluster the server's first start would copy too.
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: config.DATA_DIR, templateCache: DATABASE_TEMPLATE_CACHE },
  );
  try {
    const user = await ensureAdmin(
      database.db,
      { email: parsed.data.email, name: parsed.data.name, password },
      { promote: values.promote === true },
    );
    const signedOut =
      user.change === 'promoted' || user.change === 'password' || user.change === 'reactivated';
    console.log(
      `Admin ready: ${user.email} (id ${user.id})${signedOut ? '; its sessions were signed out' : ''}`,
    );
  } catch (err) {
    if (!(err instanceof PromotionRefused)) throw err;
    console.error(
      `${err.message} Run again with --promote to make it an admin (it will be signed out everywhere).`,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
