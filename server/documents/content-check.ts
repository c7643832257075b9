import { Transform } from 'node:stream';
import { HEAD_BYTES, type FileType } from '../../engine/core/file-types.ts';

/** Thrown through the upload stream when the file's first bytes plainly are not its type's (`FileType.matches`). */
export class ContentMismatchError extends Error {}

/**
 * Passes the bytes through unchanged once their first HEAD_BYTES (or all of a shorter file) may
 * be of `type`; fails the stream otherwise, so nothing is stored.
 */
export function contentCheck(type: FileType): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = (bytes: Buffer) => (type.matches(bytes) ? null : new ContentMismatchError('the content is plainly not of the declared type'));
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= HEAD_BYTES) {
          checked = true;
          const problem = check(head.subarray(0, HEAD_BYTES));
          if (problem) return done(problem);
        }
      }
      done(null, chunk);
    },
    flush(done) {
      done(checked ? null : check(head));
    },
  });
}
