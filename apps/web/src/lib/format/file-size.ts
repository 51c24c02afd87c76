import { FILE_SIZE_UNITS } from '@signet/contracts';

export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** Spec 9: Bytes, KB, MB, GB, TB with two decimals (1024 steps). The unit is returned for translation. */
export function splitFileSize(bytes: number): { value: string; unit: FileSizeUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    index++;
  }
  return { value: value.toFixed(2), unit: FILE_SIZE_UNITS[index]! };
}
