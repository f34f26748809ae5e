// Peak memory of a whole process tree (a build that forks workers: Next's webpack build worker, its
// type-check and static-generation workers), sampled from /proc: `/usr/bin/time` reports only the
// largest single process, which says nothing about a tree whose workers run side by side.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const SAMPLE_INTERVAL_MS = 25;
const PAGE_KIB = 4;

/** Every process's parent, from /proc (processes that end while being read are skipped). */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {}
  }
  return parentOf;
}

/** `root` and its descendants. */
function treeOf(root) {
  const children = new Map();
  for (const [pid, parent] of parents()) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident set of `pid` in KiB and its command line, or undefined once it has ended. */
function residentKiB(pid) {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').filter(Boolean);
    return { kib: pages * PAGE_KIB, command };
  } catch {
    return undefined;
  }
}

/**
 * Runs `command args` to completion while sampling the summed RSS of its process tree every
 * 25 ms. Resolves { ms, peakMiB (the largest sum seen), processes: [{ pid, command, peakMiB }]
 * (each process's own peak, largest first), stdout, stderr }; rejects if it exits non-zero.
 */
export function measureTreeMemory(command, args, options = {}) {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let peakKiB = 0;
  const perProcess = new Map();
  const sample = () => {
    let sum = 0;
    for (const pid of treeOf(child.pid)) {
      const resident = residentKiB(pid);
      if (!resident) continue;
      sum += resident.kib;
      const seen = perProcess.get(pid);
      if (!seen || seen.kib < resident.kib) perProcess.set(pid, resident);
    }
    peakKiB = Math.max(peakKiB, sum);
  };
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      if (code !== 0) {
        reject(
          new Error(
            `${command} ${args.join(' ')} exited ${code ?? signal}:\n${stderr}\n${stdout}`.slice(0, 4000),
          ),
        );
        return;
      }
      const processes = [...perProcess]
        .map(([pid, { kib, command: argv }]) => ({ pid, command: argv.join(' '), peakMiB: kib / 1024 }))
        .sort((a, b) => b.peakMiB - a.peakMiB);
      resolve({ ms, peakMiB: peakKiB / 1024, processes, stdout, stderr });
    });
  });
}
