import { describe, expect, it } from 'vitest';
import { splitFileSize } from './file-size';

describe('splitFileSize', () => {
  it('uses 1024 steps and two decimals', () => {
    expect(splitFileSize(0)).toEqual({ value: '0.00', unit: 'Bytes' });
    expect(splitFileSize(1023)).toEqual({ value: '1023.00', unit: 'Bytes' });
    expect(splitFileSize(1536)).toEqual({ value: '1.50', unit: 'KB' });
    expect(splitFileSize(50 * 1024 * 1024)).toEqual({ value: '50.00', unit: 'MB' });
    expect(splitFileSize(3 * 1024 ** 5)).toEqual({ value: '3072.00', unit: 'TB' });
  });
});
