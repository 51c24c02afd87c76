import { LIMITS } from '@signet/contracts';
import type { PlanDetail } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { triageFiles, uploadLimitsFor } from './file-checks';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });
const limits = { filesPerUpload: 3, maxFileBytes: 10 * MB, maxPagesPerFile: 100 };

describe('triageFiles', () => {
  it('accepts the spec 5 groups in any case', () => {
    const result = triageFiles([file('a.pdf'), file('B.PNG'), file('c.JpEg')], limits);
    expect(result).toEqual({ tooMany: false, files: expect.any(Array) });
    expect(result.tooMany === false && result.files.map((f) => f.refusal)).toEqual([null, null, null]);
  });

  it('refuses wrong extensions, empty files and files over the plan size before upload', () => {
    const result = triageFiles([file('setup.exe'), file('notes'), file('empty.txt', 0), file('big.pdf', 11 * MB)], { ...limits, filesPerUpload: 10 });
    expect(result.tooMany === false && result.files.map((f) => f.refusal)).toEqual(['file_type_unsupported', 'file_type_unsupported', 'http_error_7801', 'http_error_5007']);
  });

  it('refuses a selection over the per-upload maximum as a whole', () => {
    expect(triageFiles([file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')], limits)).toEqual({ tooMany: true });
    expect(triageFiles([file('1.pdf'), file('2.pdf'), file('3.pdf')], limits).tooMany).toBe(false);
  });
});

describe('uploadLimitsFor', () => {
  const detail = (planId: string) => ({ planId, remainCount: 0, totalCount: 0, usedCount: 0, onlineDevices: 1, planList: [] }) satisfies PlanDetail;

  it('uses the plan, capped by the contract ceilings', () => {
    expect(uploadLimitsFor(detail('free'))).toEqual({ filesPerUpload: 10, maxFileBytes: 10 * MB, maxPagesPerFile: 100 });
    expect(uploadLimitsFor(detail('individual')).maxFileBytes).toBe(LIMITS.maxFileBytes);
  });

  it('falls back to the ceilings when the plan is not known yet', () => {
    expect(uploadLimitsFor(null)).toEqual({ filesPerUpload: LIMITS.filesPerUpload, maxFileBytes: LIMITS.maxFileBytes, maxPagesPerFile: LIMITS.maxPagesPerFile });
  });
});
