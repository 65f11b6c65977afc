import pg from 'pg';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server the benches use (DATABASE_URL, else the local one), or null when none answers. */
export async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}
