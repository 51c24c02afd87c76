import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, ZUploadFileName } from '@signet/contracts';

/** An uploaded file part, already on disk; the caller removes `path` when done. */
export interface UploadedFile {
  path: string;
  /** The name the client gave (may be anything; never used as a path). */
  fileName: string;
  size: number;
}

export interface ReceivedUpload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

function parameterError(pathName: string, message: string): AppError {
  return new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: pathName, message }] } });
}

/** True for the errors @fastify/multipart and busboy raise when a part is larger than allowed. */
export function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/**
 * Reads a multipart/form-data request: the part named `fileField` is streamed to a
 * temporary file (memory stays flat whatever its size) and counted on the way;
 * text parts are collected. Past `maxBytes` reading stops at once, the partial
 * file is removed and 5007 is thrown. Temporary files go to the data folder,
 * not /tmp, which is often a RAM disk.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tempDir: string },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw parameterError(options.fileField, 'expected multipart/form-data');
  await mkdir(options.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const temp = path.join(options.tempDir, `${randomUUID()}.upload`);
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) throw parameterError(part.fieldname, 'unexpected file');
      const fileName = ZUploadFileName.safeParse(part.filename);
      if (!fileName.success) throw parameterError(options.fileField, fileName.error.issues[0]?.message ?? 'invalid file name');
      // Only pipeline reads the part, so the disk's pace holds back the socket
      // (a 'data' listener here would switch off that backpressure).
      await pipeline(part.file, createWriteStream(temp));
      if (part.file.truncated) throw new AppError(ErrorCode.FileSizeExceed);
      file = { path: temp, fileName: fileName.data, size: (await stat(temp)).size };
    }
  } catch (error) {
    await rm(temp, { force: true });
    throw translateUploadError(error);
  }
  return { file, fields };
}

function translateUploadError(error: unknown): unknown {
  if (isTooLarge(error)) return new AppError(ErrorCode.FileSizeExceed, { detail: 'upload over the plan size' });
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return parameterError('file', 'one file per upload');
  if (typeof code === 'string' && code.startsWith('FST_')) return parameterError('file', 'malformed multipart body');
  return error;
}
