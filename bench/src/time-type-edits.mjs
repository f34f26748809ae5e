// Times type edits against a running dev server: from the edited file written to disk to the first
// HTTP response whose injected schema shows the change. Every wait has a deadline.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchServedCode, injectedSchemaOf } from './served-schema.mjs';

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
 * response of `url` whose schema has that field among `fieldsOf(schema)`, and how many edits were
 * never served (each then saved again, untimed, to go on). `alsoServedBy` must show each field too.
 * An untimed warm-up edit comes first; the file is restored and served as before at the end.
 */
export async function timeTypeEdits({ file, edit, fieldsOf, url, alsoServedBy, reps }) {
  const original = readFileSync(file, 'utf8');
  // A schema caught mid-update may lack the object altogether (a type read while being written).
  const fieldsIn = (schema) => fieldsOf(schema) ?? {};
  const has = (field) => (schema) => field in fieldsIn(schema);
  const fieldNames = (schema) => Object.keys(fieldsIn(schema)).join();
  const originalFields = fieldNames(await injectedSchemaOf(await fetchServedCode(url)));
  const samples = [];
  let lost = 0;
  try {
    await warmUp(file, (field) => edit(original, field), url, has);
    for (let i = 0; i < reps; i++) {
      const field = `extra${i}`;
      const save = await saveUntilServed(file, edit(original, field), url, has(field), `field ${field}`);
      if (save.lost) lost++;
      else samples.push(save.ms);
      if (alsoServedBy) await mustBeServed(alsoServedBy, has(field), `field ${field}`);
    }
    const restored = await saveUntilServed(
      file,
      original,
      url,
      (schema) => fieldNames(schema) === originalFields,
      'the original fields again',
    );
    if (restored.lost) lost++;
  } finally {
    if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original);
  }
  return { samples, lost };
}

/**
 * Writes `text` to `file` and polls `url` until its schema satisfies `accepts`. Returns { ms }
 * from the write to that response, or { lost: true } when nothing came within LOST_AFTER_MS and
 * saving the same text again was needed; throws if even that is never served.
 */
async function saveUntilServed(file, text, url, accepts, expected) {
  await sleep(SETTLE_MS);
  const written = performance.now();
  writeFileSync(file, text);
  const servedAt = await pollUntilServed(url, accepts, LOST_AFTER_MS);
  if (servedAt !== undefined) return { ms: servedAt - written };
  await sleep(SETTLE_MS);
  writeFileSync(file, text);
  await mustBeServed(url, accepts, `${expected} (${file} saved twice)`);
  return { lost: true };
}

/** Polls `url` until its schema satisfies `accepts`; throws, showing what it serves, past LOST_AFTER_MS. */
async function mustBeServed(url, accepts, expected) {
  if ((await pollUntilServed(url, accepts, LOST_AFTER_MS)) !== undefined) return;
  const code = await fetchServedCode(url);
  throw new Error(
    `${url} did not serve a schema with ${expected} within ${LOST_AFTER_MS} ms; it serves:\n${code.slice(0, 400)}`,
  );
}

/**
 * An untimed first edit: warms the update path up and proves the file watcher is ready (a change
 * written before it is would never be seen), writing a new edit each second until one is served.
 */
async function warmUp(file, editedWith, url, has) {
  const deadline = performance.now() + LOST_AFTER_MS;
  for (let attempt = 0; performance.now() < deadline; attempt++) {
    const field = `warmUp${attempt}`;
    await sleep(SETTLE_MS);
    writeFileSync(file, editedWith(field));
    if ((await pollUntilServed(url, has(field), 1000)) !== undefined) return;
  }
  throw new Error(`${url}: no edit of ${file} was served within ${LOST_AFTER_MS} ms (file watcher?)`);
}

/** Fetches `url` every few ms until its injected schema satisfies `accepts`; undefined after `deadlineMs`. */
async function pollUntilServed(url, accepts, deadlineMs) {
  const deadline = performance.now() + deadlineMs;
  let code = '';
  let schema;
  while (performance.now() < deadline) {
    const previous = code;
    // A slow answer (the server busy rebuilding) is still an answer: the deadline bounds the
    // polling, not one request.
    code = await fetchServedCode(url);
    const servedAt = performance.now();
    // Evaluating the module costs time and memory: only when the served code changed.
    if (code !== previous) schema = await injectedSchemaOf(code);
    if (schema && accepts(schema)) return servedAt;
    await sleep(POLL_INTERVAL_MS);
  }
  return undefined;
}
