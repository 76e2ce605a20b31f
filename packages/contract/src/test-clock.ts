import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The file's text, or '' when there is none (the wall clock). */
function readClock(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The embedded store's clock in the contract: it runs in the global setup's process, so the test
 * workers move it through a file holding milliseconds since the epoch (no file: the wall clock).
 * The real store's clock is an option its test must-use plugin reads.
 */
export function fileClock(path: string): { now(): number } {
  return {
    now() {
      const text = readClock(path);
      const fixed = Number(text);
      return text !== '' && Number.isFinite(fixed) ? fixed : Date.now();
    },
  };
}

/** Sets the embedded store's clock to `now` (ms), or back to the wall clock with `null`. */
export function setFileClock(path: string, now: number | null): void {
  if (now === null) rmSync(path, { force: true });
  else writeFileSync(path, String(now));
}
