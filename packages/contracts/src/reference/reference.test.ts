import { describe, expect, it } from 'vitest';
import { isFileResponse, operations, type Operation } from '../index.js';
import { operationDescriptions, operationErrors, operationExamples } from './index.js';

const documented = operations.filter((operation) => !operation.devOnly);
const byId = (id: string) => documented.find((operation) => operation.id === id);

/** Where a new operation's reference goes, said when the test finds one missing. */
const howToAdd = (operation: Operation, what: string) =>
  `${operation.id} has no valid ${what}: add it under packages/contracts/src/reference/${what === 'description' ? 'descriptions' : 'examples'}/ (the file of its operation area)`;

describe('the API reference', () => {
  it.each(documented.map((operation) => [operation.id, operation] as const))('%s has a description', (_, operation) => {
    expect(operationDescriptions[operation.id], howToAdd(operation, 'description')).toMatch(/\w{3,}.{20,}/);
  });

  it.each(documented.map((operation) => [operation.id, operation] as const))("%s has examples that its own schemas accept", (_, operation) => {
    const example = operationExamples[operation.id];
    if (operation.body) expect(operation.body.safeParse(example?.request).error?.issues, howToAdd(operation, 'request example')).toBeUndefined();
    if (operation.multipart) expect(operation.multipart.fields.safeParse(example?.fields).error?.issues, howToAdd(operation, 'fields example')).toBeUndefined();
    if (!isFileResponse(operation.response)) expect(operation.response.safeParse(example?.response).error?.issues, howToAdd(operation, 'answer example')).toBeUndefined();
  });

  it('has no description, example or error list of an operation that does not exist', () => {
    const ids = new Set(operations.map((operation) => operation.id));
    for (const id of [...Object.keys(operationDescriptions), ...Object.keys(operationExamples)]) expect(ids.has(id), id).toBe(true);
    for (const id of Object.keys(operationErrors)) expect(ids.has(id), id).toBe(true);
  });

  it('an example answer says nothing the schema would drop (what the server answers is what is shown)', () => {
    for (const operation of documented) {
      const example = operationExamples[operation.id];
      if (isFileResponse(operation.response) || !example?.response || typeof example.response !== 'object') continue;
      const parsed = operation.response.safeParse(example.response).data as Record<string, unknown> | undefined;
      if (!parsed || typeof parsed !== 'object') continue;
      expect(Object.keys(parsed), operation.id).toEqual(expect.arrayContaining(Object.keys(example.response)));
    }
  });

  it('every operation has its error list, derived from the server (apps/server/scripts/derive-operation-errors.ts)', () => {
    const missing = documented.filter((operation) => !operationErrors[operation.id]).map((operation) => operation.id);
    expect(missing, 'regenerate with the script once their handlers are registered').toEqual([]);
    expect(byId('getAgreement') && operationErrors.getAgreement).toContain(7403);
  });
});
