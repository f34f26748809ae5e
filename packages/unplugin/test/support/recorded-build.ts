import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runCliOnce } from '@webmcp-nexus/test-helpers/cli-process';

/** Preloaded with --require: appends every CommonJS module file and ES module URL loaded to $WEBMCP_LOADED_LOG. */
const RECORDER = String.raw`
const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const log = process.env.WEBMCP_LOADED_LOG;
const load = Module.prototype.load;
Module.prototype.load = function recordLoad(filename) {
  appendFileSync(log, filename + '\n');
  return load.call(this, filename);
};
if (typeof Module.register === 'function') {
  const hooks = 'import { appendFileSync } from "node:fs"; export async function load(url, context, next) { appendFileSync(' +
    JSON.stringify(log) + ', url + "\\n"); return next(url, context); }';
  Module.register('data:text/javascript,' + encodeURIComponent(hooks));
}
`;

/**
 * Runs `node <script> ...args` in `cwd` (with the persistent cache off, so that the engines derive
 * every schema) with every thread recording each module file and URL it loads (a worker thread
 * inherits the `--require`); returns the exit code, output and the files loaded.
 */
export async function runRecordingLoads(
  script: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; output: string; loaded: string[] }> {
  const recorder = join(cwd, 'record-loads.cjs');
  const log = join(cwd, 'loaded.log');
  writeFileSync(recorder, RECORDER);
  writeFileSync(log, '');
  process.env.WEBMCP_LOADED_LOG = log;
  process.env.WEBMCP_NEXUS_CACHE = '0';
  try {
    const run = await runCliOnce([process.execPath, '--require', recorder, script, ...args], cwd);
    return { ...run, loaded: readFileSync(log, 'utf8').split('\n').filter(Boolean) };
  } finally {
    delete process.env.WEBMCP_LOADED_LOG;
    delete process.env.WEBMCP_NEXUS_CACHE;
  }
}

/** The path of a package's bin script, as the project in `root` resolves the package. */
export function packageBin(root: string, packageName: string, bin: string): string {
  const manifest = createRequire(join(root, 'package.json')).resolve(`${packageName}/package.json`);
  return join(dirname(manifest), bin);
}
