import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationRoute, operationRoutesModule } from './operation-route.js';
import * as routes from './operations/operation-routes.generated.js';
import { operations } from './operations/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module `file` reaches through imports that stay at run time (`import type` is erased). */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const found of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
    const specifier = found[1] ?? '';
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    runtimeImports(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

describe('the contracts without their schemas (the signer’s pages’ contracts)', () => {
  it('reach no schema library at run time', () => {
    const reached = [...runtimeImports(path.join(here, 'without-schemas.ts'))];
    expect(reached.filter((module) => !module.startsWith('/'))).toEqual(['lossless-json']);
  });

  it('hold every operation’s route as the operations define it (after adding one: the same command with -u)', async () => {
    await expect(operationRoutesModule(operations)).toMatchFileSnapshot('./operations/operation-routes.generated.ts');
    const getSignerView = operations.find((operation) => operation.id === 'getSignerView');
    expect(getSignerView && operationRoute(getSignerView)).toEqual({ id: 'getSignerView', service: 'sign', method: 'GET', path: '/v1/sign/{flowSignerId}/signing', auth: 'signer' });
    expect(routes.getSignerView).toEqual(getSignerView && operationRoute(getSignerView));
  });
});
