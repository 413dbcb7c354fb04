import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { registerSchema } from '../../common/schemas/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../services/auth';

// npm run create-admin -- --email you@example.com --name "Your Name"
// Prompts for the password (hidden on a terminal; read from standard input otherwise).
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
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name) {
    console.error('usage: npm run create-admin -- --email you@example.com --name "Your Name"');
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
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    const user = await ensureAdmin(database.db, {
      email: parsed.data.email,
      name: parsed.data.name,
      password,
    });
    console.log(`Admin ready: ${user.email} (id ${user.id})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
