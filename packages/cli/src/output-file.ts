/**
 * Files the CLI writes (`--log`): every way writing can fail (a missing folder, a folder, no permission, a full
 * disk) becomes a sentence and exit 2, never a stack trace.
 */
import { writeFileSync, writeSync } from 'node:fs';
import { UsageError } from './options.js';

const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large',
  EIO: 'an input/output error',
};

/** Why a file cannot be written, in words. */
export function writeFailure(option: string, file: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const why =
    (code !== undefined && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined) ??
    String((e as Error)?.message ?? e);
  return new UsageError(`${option} ${JSON.stringify(file)}: cannot write it: ${why}`);
}

/** Writes a whole file, or throws a UsageError saying why it cannot be written. */
export function writeWhole(option: string, file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw writeFailure(option, file, e);
  }
}

/** Appends to an open file, or throws a UsageError saying why it cannot be written. */
export function writeTo(option: string, file: string, fd: number, text: string): void {
  try {
    writeSync(fd, text);
  } catch (e) {
    throw writeFailure(option, file, e);
  }
}
