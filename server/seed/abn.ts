import { isAbn } from '../../engine/core/formats.ts';

/** The first checksum-valid ABN at or after `start` (an 11-digit number). */
export function nextValidAbn(start: number): string {
  for (let n = start; ; n++) {
    const abn = String(n).padStart(11, '0');
    if (abn[0] !== '0' && isAbn(abn)) return abn;
  }
}
