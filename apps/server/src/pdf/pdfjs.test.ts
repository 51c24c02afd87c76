import { describe, expect, it } from 'vitest';
import { makePdf } from '../../test/helpers/sample-files.js';
import { inspectPdf } from './inspect-pdf.js';

/** A built-in method has no `prototype` of its own; a polyfill written as a plain function has one. */
const isNative = (method: unknown) => typeof method === 'function' && !Object.hasOwn(method, 'prototype');

describe('pdf.js leaves the built-ins alone', () => {
  it('keeps JSON, Array.prototype.push and Function.prototype.toString native after reading a PDF', async () => {
    const info = await inspectPdf(await makePdf(2));
    expect(info.pageCount).toBe(2);
    expect(isNative(JSON.stringify)).toBe(true);
    expect(isNative(JSON.parse)).toBe(true);
    expect(isNative(Array.prototype.push)).toBe(true);
    expect(isNative(Function.prototype.toString)).toBe(true);
    // What pdf.js needs from its polyfills is still there.
    expect(typeof Reflect.get(Promise, 'withResolvers')).toBe('function');
  });
});
