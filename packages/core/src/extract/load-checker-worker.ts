// The build replaces this module (tsdown.config.ts) with one that names dist/checker-worker.cjs.
// Sources run by Vitest have no worker to start (it would need TypeScript compiled first): the
// checker engine then runs in the calling thread, with the same requests.

/** The file of the checker engine's worker thread; undefined when there is none to start. */
export function checkerWorkerFile(): string | undefined {
  return undefined;
}
