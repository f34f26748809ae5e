// Small measuring helpers shared by the benchmark sections.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Runs a command to completion; returns wall time (ms), peak RSS (MiB) and user CPU time (ms) (both via /usr/bin/time when present, else NaN) and stdout. */
export function timeProcess(command, args, options = {}, attempt = 1) {
  const timed = existsSync('/usr/bin/time');
  const started = performance.now();
  const argv = timed ? ['-f', '__PEAK_KB=%M __USER_S=%U', command, ...args] : args;
  const result = spawnSync(timed ? '/usr/bin/time' : command, argv, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    // A workspace package rebuilt meanwhile (its dist/ is emptied first): wait, and measure again.
    if (
      attempt < 4 &&
      /ERR_MODULE_NOT_FOUND[\s\S]*\/packages\/[^/]+\/(?:node_modules\/[^'\n]+\/)?dist\//.test(
        result.stderr ?? '',
      )
    ) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20_000);
      return timeProcess(command, args, options, attempt + 1);
    }
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr}\n${result.stdout}`.slice(
        0,
        4000,
      ),
    );
  }
  const peak = /__PEAK_KB=(\d+)/.exec(result.stderr ?? '');
  const user = /__USER_S=([\d.]+)/.exec(result.stderr ?? '');
  return {
    ms,
    peakMiB: peak ? Number(peak[1]) / 1024 : Number.NaN,
    userMs: user ? Number(user[1]) * 1000 : Number.NaN,
    stdout: result.stdout,
  };
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Paired: `compare(value, baseline)` for each round's value and the baseline measured beside it in
 * the same round, then the median (drift between rounds hits both sides of a pair alike).
 */
export function pairedMedian(values, baselines, compare) {
  return median(values.map((value, round) => compare(value, baselines[round])));
}

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Repeats `measure` `reps` times (after one warm-up of the file cache) and returns the samples. */
export function repeat(reps, measure) {
  measure();
  return Array.from({ length: reps }, () => measure());
}

/** Renders rows of cells as an aligned text table. */
export function table(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
