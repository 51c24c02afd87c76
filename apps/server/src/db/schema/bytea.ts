import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes. node-postgres hands back a Buffer and PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
