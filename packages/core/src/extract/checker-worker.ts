import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractorOptions } from '../types';
import { type CheckerMessage, type CheckerReply, checkerRequestsOf } from './checker-protocol';
import { loadEngine } from './load-engine';

// The worker thread of the checker engine (see checker-client.ts): TypeScript is loaded here, off
// the thread that serves the bundler, and one warm engine answers the requests in order.
const requests = checkerRequestsOf(loadEngine().createEngine(workerData as ExtractorOptions));

parentPort?.on('message', (message: CheckerMessage) => {
  let reply: CheckerReply;
  try {
    const handler = requests[message.method] as (...args: unknown[]) => unknown;
    reply = { id: message.id, value: handler(...message.args) };
  } catch (error) {
    // The engine never throws on bad input: this is a bug of ours, sent back to be reported as one.
    reply = {
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
