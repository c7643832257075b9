import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';

describe('calibratedCpuSlowdown', () => {
  it('gives Lighthouse’s documented multipliers at its reference points', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it('interpolates between them', () => {
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
  });

  it('refuses a host too slow to stand in for a mid-tier phone', () => {
    expect(calibratedCpuSlowdown(149)).toBeUndefined();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeUndefined();
  });
});
