import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Runs a worker's cold project scan. With `WEBMCP_NEXUS_SCAN_TRACE=<file>` set, appends one JSON
 * line per scan (process, thread, milliseconds, the module that triggered it) to that file: how
 * to see how many loader workers a build starts and what each pays.
 */
export function traceScan(file: string, scan: () => void): void {
  const traceFile = process.env.WEBMCP_NEXUS_SCAN_TRACE;
  if (!traceFile) {
    scan();
    return;
  }
  const started = performance.now();
  scan();
  const milliseconds = Math.round(performance.now() - started);
  appendFileSync(traceFile, `${JSON.stringify({ pid: process.pid, threadId, milliseconds, file })}\n`);
}
