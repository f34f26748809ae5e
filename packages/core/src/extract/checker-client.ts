import { Worker } from 'node:worker_threads';
import type { Diagnostic, ExtractorOptions } from '../types';
import {
  type CheckerAnswer,
  type CheckerMessage,
  type CheckerReply,
  type CheckerRequests,
  checkerRequestsOf,
} from './checker-protocol';
import { checkerWorkerFile } from './load-checker-worker';
import { loadEngine } from './load-engine';

/** The checker engine as the schema service uses it: every request answered in order, asynchronously. */
export interface CheckerClient {
  extractFile(file: string, code?: string): Promise<CheckerAnswer>;
  noteChange(file: string, code?: string): Promise<void>;
  projectDiagnostics(): Promise<Diagnostic[]>;
  /** Stops the worker (nothing to do in this thread). */
  close(): Promise<void>;
}

/**
 * Starts the checker engine: in a worker thread when the build ships one (`worker` not false), so
 * that loading TypeScript and checking never block the thread that serves the bundler; else in
 * this thread. Nothing is loaded until the first request, or `start()`.
 */
export function createCheckerClient(
  options: ExtractorOptions,
  { worker = true }: { worker?: boolean } = {},
): CheckerClient & { start(): void } {
  const workerFile = worker ? checkerWorkerFile() : undefined;
  return workerFile ? workerClient(workerFile, options) : inThreadClient(options);
}

function inThreadClient(options: ExtractorOptions): CheckerClient & { start(): void } {
  let requests: CheckerRequests | undefined;
  const engine = () => (requests ??= checkerRequestsOf(loadEngine().createEngine(options)));
  return {
    start: () => void engine(),
    extractFile: async (file, code) => engine().extractFile(file, code),
    noteChange: async (file, code) => engine().noteChange(file, code),
    projectDiagnostics: async () => engine().projectDiagnostics(),
    close: async () => {},
  };
}

function workerClient(workerFile: string, options: ExtractorOptions): CheckerClient & { start(): void } {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const started = (): Worker => {
    if (worker) return worker;
    const created = new Worker(workerFile, { workerData: options });
    created.on('message', (reply: CheckerReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      // The worker only keeps the process alive while a request waits for it.
      if (pending.size === 0) created.unref();
      if ('error' in reply) waiting?.reject(new Error(`the checker engine failed: ${reply.error}`));
      else waiting?.resolve(reply.value);
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => {
      if (worker === created) worker = undefined;
      failAll(new Error(`the checker engine's worker stopped (exit code ${code})`));
    });
    created.unref();
    worker = created;
    return created;
  };
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const request = <Method extends CheckerMessage['method']>(
    method: Method,
    ...args: Parameters<CheckerRequests[Method]>
  ): Promise<ReturnType<CheckerRequests[Method]>> => {
    const target = started();
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      target.ref();
      target.postMessage({ id, method, args } as CheckerMessage);
    });
  };
  return {
    start: () => void started(),
    extractFile: (file, code) => request('extractFile', file, code),
    noteChange: (file, code) => request('noteChange', file, code),
    projectDiagnostics: () => request('projectDiagnostics'),
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
