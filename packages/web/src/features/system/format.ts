import { formatNumber } from '../../shared/format';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1,536 → "1.5 KB" (powers of 1024), in the interface language's digits. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { maxDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

/** 93,784 s → "1d 2h 3m" with the given unit letters. */
export function formatUptime(seconds: number, units: { d: string; h: string; m: string; s: string }): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (d > 0) return `${d}${units.d} ${h}${units.h} ${m}${units.m}`;
  if (h > 0) return `${h}${units.h} ${m}${units.m}`;
  if (m > 0) return `${m}${units.m} ${seconds % 60}${units.s}`;
  return `${seconds}${units.s}`;
}
