const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The register's checksum: 11 digits; subtract 1 from the first; weighted sum divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((acc, ch, i) => acc + (Number(ch) - (i === 0 ? 1 : 0)) * WEIGHTS[i], 0);
  return sum % 89 === 0;
}

/** The first checksum-valid ABN at or after `start` (an 11-digit number). */
export function nextValidAbn(start: number): string {
  for (let n = start; ; n++) {
    const abn = String(n).padStart(11, '0');
    if (abn[0] !== '0' && isValidAbn(abn)) return abn;
  }
}
