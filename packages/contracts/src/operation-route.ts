import type { HttpMethod, Operation, OperationAuth } from './operation.js';
import type { Service } from './services.js';

/**
 * What a client needs to call an operation, without its schemas: the signer's pages use these
 * (generated into operations/operation-routes.generated.ts), so they carry no schema library.
 * The server validates every request; the schemas stay the single source of both.
 */
export interface OperationRoute {
  readonly id: string;
  readonly service: Service;
  readonly method: HttpMethod;
  readonly path: `/v1/${string}`;
  readonly auth: OperationAuth;
  readonly silentErrors?: boolean;
  readonly blockRepeats?: boolean;
  readonly multipart?: { readonly fileField: string };
}

/** An operation's route: the fields a client reads, nothing that needs zod. */
export function operationRoute(operation: Operation): OperationRoute {
  return {
    id: operation.id,
    service: operation.service,
    method: operation.method,
    path: operation.path,
    auth: operation.auth,
    ...(operation.silentErrors ? { silentErrors: true } : {}),
    ...(operation.blockRepeats ? { blockRepeats: true } : {}),
    ...(operation.multipart ? { multipart: { fileField: operation.multipart.fileField } } : {}),
  };
}

/** The generated module's text for these operations (written by without-schemas.test.ts with `-u`). */
export function operationRoutesModule(operations: readonly Operation[]): string {
  const lines = [
    '// Generated from the operations: `npx vitest run --project contracts without-schemas -u` rewrites it. Do not edit.',
    '// The routes of every operation without their schemas (operation-route.ts says why).',
    "import type { OperationRoute } from '../operation-route.js';",
    '',
  ];
  for (const operation of [...operations].sort((a, b) => a.id.localeCompare(b.id))) {
    lines.push(`export const ${operation.id} = ${JSON.stringify(operationRoute(operation))} as const satisfies OperationRoute;`);
  }
  return `${lines.join('\n')}\n`;
}
