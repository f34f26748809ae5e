// Times type edits against a running dev server: from the edited file written to disk to the first
// HTTP response that serves a schema showing the change. Every wait has a deadline.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchServedCode, schemasIn } from './served-schema.mjs';

// An edit not served by then is counted as lost (a real failure of the dev server or the plugin,
// not slowness: the slowest full-size updates take well under a second).
const LOST_AFTER_MS = 10_000;
const POLL_INTERVAL_MS = 5;
// Vite's file watcher drops a change that follows another on the same file within 50 ms: edits
// are spaced wider, which also keeps one update's leftover work out of the next sample.
const SETTLE_MS = 100;

/**
 * Writes `reps` edits of `file`, each the original text plus a field never used before
 * (`edit(original, field)`), and returns { samples, lost }: the ms from each write to the first
 * moment one of the `carriers` (the served modules that hold schemas) serves a schema with that
 * field, and how many edits were never served (each then saved again, untimed, to go on). An
 * untimed warm-up edit comes first; the file is restored and served as before at the end.
 */
export async function timeTypeEdits({ file, edit, carriers, reps }) {
  const original = readFileSync(file, 'utf8');
  const served = servedFields(carriers);
  const has = (field) => (fields) => fields.has(field);
  const originalFields = [...(await served())].sort().join();
  const samples = [];
  let lost = 0;
  try {
    await warmUp(file, (field) => edit(original, field), served, has);
    for (let i = 0; i < reps; i++) {
      const field = `extra${i}`;
      const save = await saveUntilServed(file, edit(original, field), served, has(field), `field ${field}`);
      if (save.lost) lost++;
      else samples.push(save.ms);
    }
    const restored = await saveUntilServed(
      file,
      original,
      served,
      (fields) => [...fields].sort().join() === originalFields,
      'the original fields again',
    );
    if (restored.lost) lost++;
  } finally {
    if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original);
  }
  return { samples, lost };
}

/**
 * A function that fetches every carrier and resolves the names of the top-level parameters of
 * every schema they serve (a schema caught mid-update may lack them); a carrier is parsed again
 * only when its code changed.
 */
function servedFields(carriers) {
  const parsed = new Map();
  return async () => {
    const fields = new Set();
    let codes;
    try {
      codes = await Promise.all(carriers.map((url) => fetchServedCode(url)));
    } catch (error) {
      // A connection the server reset mid-update (seen on a loaded machine) is no answer yet: the
      // poll asks again until its deadline, which then reports what is served.
      if (!(error instanceof TypeError)) throw error;
      return fields;
    }
    carriers.forEach((url, i) => {
      if (parsed.get(url)?.code !== codes[i])
        parsed.set(url, { code: codes[i], schemas: schemasIn(codes[i]) });
      for (const schema of parsed.get(url).schemas)
        for (const name of Object.keys(schema.inputSchema?.properties ?? {})) fields.add(name);
    });
    return fields;
  };
}
/**
 * Writes `text` to `file` and polls `url` until its schema satisfies `accepts`. Returns { ms }
 * from the write to that response, or { lost: true } when nothing came within LOST_AFTER_MS and
 * saving the same text again was needed; throws if even that is never served.
 */
async function saveUntilServed(file, text, served, accepts, expected) {
  await sleep(SETTLE_MS);
  const written = performance.now();
  writeFileSync(file, text);
  const servedAt = await pollUntilServed(served, accepts, LOST_AFTER_MS);
  if (servedAt !== undefined) return { ms: servedAt - written };
  await sleep(SETTLE_MS);
  writeFileSync(file, text);
  await mustBeServed(served, accepts, `${expected} (${file} saved twice)`);
  return { lost: true };
}

/** Polls until the served fields satisfy `accepts`; throws, showing what is served, past LOST_AFTER_MS. */
async function mustBeServed(served, accepts, expected) {
  if ((await pollUntilServed(served, accepts, LOST_AFTER_MS)) !== undefined) return;
  throw new Error(
    `no schema with ${expected} was served within ${LOST_AFTER_MS} ms; the fields served: ${[...(await served())].join(', ')}`,
  );
}

/**
 * An untimed first edit: warms the update path up and proves the file watcher is ready (a change
 * written before it is would never be seen), writing a new edit each second until one is served.
 */
async function warmUp(file, editedWith, served, has) {
  const deadline = performance.now() + LOST_AFTER_MS;
  for (let attempt = 0; performance.now() < deadline; attempt++) {
    const field = `warmUp${attempt}`;
    await sleep(SETTLE_MS);
    writeFileSync(file, editedWith(field));
    if ((await pollUntilServed(served, has(field), 1000)) !== undefined) return;
  }
  throw new Error(`no edit of ${file} was served within ${LOST_AFTER_MS} ms (file watcher?)`);
}

/** Polls the served fields every few ms until they satisfy `accepts`; undefined after `deadlineMs`. */
async function pollUntilServed(served, accepts, deadlineMs) {
  const deadline = performance.now() + deadlineMs;
  while (performance.now() < deadline) {
    // A slow answer (the server busy rebuilding) is still an answer: the deadline bounds the
    // polling, not one request.
    const fields = await served();
    const servedAt = performance.now();
    if (accepts(fields)) return servedAt;
    await sleep(POLL_INTERVAL_MS);
  }
  return undefined;
}
