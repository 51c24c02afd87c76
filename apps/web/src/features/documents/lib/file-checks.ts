import { LIMITS, PLANS, isAcceptedFileName } from '@signet/contracts';
import type { MessageKey, PlanDetail } from '@signet/contracts';

/** What one upload may contain for this user: the plan's limits, or the contract's ceilings when unknown. */
export interface UploadLimits {
  filesPerUpload: number;
  maxFileBytes: number;
  maxPagesPerFile: number;
}

export function uploadLimitsFor(planDetail: PlanDetail | null): UploadLimits {
  const plan = PLANS.find((candidate) => candidate.id === planDetail?.planId);
  return {
    filesPerUpload: Math.min(plan?.filesPerUpload ?? LIMITS.filesPerUpload, LIMITS.filesPerUpload),
    maxFileBytes: Math.min(plan?.maxFileBytes ?? LIMITS.maxFileBytes, LIMITS.maxFileBytes),
    maxPagesPerFile: Math.min(plan?.maxPagesPerFile ?? LIMITS.maxPagesPerFile, LIMITS.maxPagesPerFile),
  };
}

/** Why a file is refused before it is sent; the server checks the bytes again either way. */
export type FileRefusal = Extract<MessageKey, 'file_type_unsupported' | 'http_error_7801' | 'http_error_5007'>;

export type TriageResult<F> = { tooMany: true } | { tooMany: false; files: { file: F; refusal: FileRefusal | null }[] };

/**
 * Checks one selection: more files than the plan allows refuses the whole selection
 * (spec 5 'The maximum number of files allowed for upload is %d.'); otherwise each
 * file is refused by its name's extension (any case), an empty file, or one larger
 * than the plan allows, and the rest go on.
 */
export function triageFiles<F extends { name: string; size: number }>(files: readonly F[], limits: UploadLimits): TriageResult<F> {
  if (files.length > limits.filesPerUpload) return { tooMany: true };
  return {
    tooMany: false,
    files: files.map((file) => ({ file, refusal: refusalOf(file, limits) })),
  };
}

function refusalOf(file: { name: string; size: number }, limits: UploadLimits): FileRefusal | null {
  if (!isAcceptedFileName(file.name)) return 'file_type_unsupported';
  if (file.size === 0) return 'http_error_7801';
  if (file.size > limits.maxFileBytes) return 'http_error_5007';
  return null;
}

/** MIME types and extensions for the file picker (spec 5 'all' group); the picker filter is a convenience only. */
export const ACCEPTED_TYPES: Record<string, string[]> = {
  'application/pdf': ['.pdf', '.PDF'],
  'image/png': ['.png', '.PNG'],
  'image/jpeg': ['.jpg', '.jpeg', '.JPG', '.JPEG'],
  'image/webp': ['.webp', '.WEBP'],
  'text/plain': ['.txt', '.TXT'],
};
