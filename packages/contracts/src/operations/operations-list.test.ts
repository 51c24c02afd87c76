import { describe, expect, it } from 'vitest';
import * as contracts from '../index.js';
import { operations } from './index.js';

const isOperation = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { path?: unknown }).path === 'string' && typeof (value as { method?: unknown }).method === 'string';

describe('the list of operations', () => {
  // The OpenAPI document, the API docs page and the route checks read `operations`: an operation
  // defined but left out of it is served yet undocumented (five company ones were, in issue 32).
  it('holds every operation the contracts export, once', () => {
    const values: unknown[] = Object.values(contracts);
    const exported = values.filter(isOperation).map((operation) => operation.id);
    const listed: string[] = operations.map((operation) => operation.id);
    expect(exported.filter((id) => !listed.includes(id))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
