import pg from 'pg';

// The PostgreSQL server the API tests and the resilience scenarios make their databases on: a
// client for one job (CREATE or DROP DATABASE, a catalogue read), and a database's address there.

/** A client on `url` for the length of `fn`, ended however `fn` ends. */
export async function withPgClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server `base` points at. */
export function databaseOn(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
