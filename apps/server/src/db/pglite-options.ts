import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How Signet starts PGlite. PGlite runs PostgreSQL inside this process, so its buffer
 * pool is this process's memory: PostgreSQL's default 128 MB of shared_buffers was a
 * third of an idle server's resident size. 16 MB holds the hot pages of a small
 * install; other pages are read through the operating system's file cache
 * (docs/performance/server-memory.md). pg_trgm serves the agreements search
 * (migration 0008 creates it).
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;
