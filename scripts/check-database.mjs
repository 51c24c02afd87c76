// Fails loudly when the PostgreSQL that the database suite must also run on cannot be reached.
import pg from 'pg';

const url = process.argv[2];
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version()');
  console.log(`PostgreSQL reachable: ${rows[0].version.split(',')[0]}`);
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${url}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
