import { pino, type Logger } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../config/env.js';

/**
 * The process's one logger: JSON lines on stdout, each naming what the process is (its role, or
 * `migrate` / `check`), so a log collector can tell them apart. Fastify logs requests through it too.
 */
export function createLogger(level: Config['logLevel'], kind: string): Logger {
  return pino({ level, base: { pid: process.pid, role: kind } });
}

/** For failures before the configuration could be read: still one JSON line each. */
export function logStartFailure(kind: string, error: unknown, what: string): void {
  const log = createLogger('info', kind);
  if (error instanceof ConfigError) log.fatal({ problems: error.problems }, error.message);
  else log.fatal({ err: error }, what);
}

export type { Logger };

/** Fastify's logging options: the process's logger when there is one, else a pino of Fastify's own at LOG_LEVEL (tests). */
export function fastifyLogging(config: Pick<Config, 'logLevel'>, logger: Logger | undefined): { loggerInstance: FastifyBaseLogger } | { logger: false | { level: string } } {
  if (logger) return { loggerInstance: logger };
  return { logger: config.logLevel === 'silent' ? false : { level: config.logLevel } };
}
