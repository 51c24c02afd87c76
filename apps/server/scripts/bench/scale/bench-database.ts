import pg from 'pg';

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database beside the admin URL's; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops it even if a killed process's connection lingers. */
export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
}
