#!/usr/bin/env node
// Runtime benchmark (issue 6, item 4): time to register N tools (default 1,000) in headless
// Chromium with @mcp-b/webmcp-polyfill as host, through webmcp-nexus-sdk, measured from the
// `registerGlobalTools` call until the host lists every tool. The same descriptors registered
// straight on the host give the baseline. Each run uses a freshly loaded page.
//   node e2e/src/register-bench.mjs [--tools 1000] [--runs 7] [--json]
// Needs the SDK built (`pnpm build`).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumExecutablePath, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import { buildE2ePage } from './build.mjs';
import { median } from './median.mjs';

const RUN_TIMEOUT_MS = 120_000;

/**
 * Loads the page afresh and times one registration of `toolCount` tools in `mode`.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {number} toolCount
 * @param {'sdk' | 'direct'} mode
 * @returns {Promise<number>}
 */
async function timeOneRun(page, url, toolCount, mode) {
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`${mode}: the host did not list ${toolCount} tools within ${RUN_TIMEOUT_MS} ms`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const run = page.evaluate(
      ([count, how]) => /** @type {any} */ (window).runRegisterBench(count, how),
      [toolCount, mode],
    );
    return /** @type {number} */ (await Promise.race([run, timeout]));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the benchmark and returns its figures (milliseconds).
 * @param {{ toolCount: number, runs: number }} options
 */
export async function benchmarkRegistration({ toolCount, runs }) {
  const outDir = await mkdtemp(join(tmpdir(), 'webmcp-register-bench-'));
  let browser;
  let server;
  try {
    await buildE2ePage('register-bench', outDir);
    server = await serveDirectory(outDir);
    browser = await launchBrowser();
    const page = await browser.newPage();
    const pageErrors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    /** @type {Record<'sdk' | 'direct', number[]>} */
    const samples = { sdk: [], direct: [] };
    for (let run = 0; run < runs; run++) {
      // Interleaved, so drift in machine load hits both modes alike.
      for (const mode of /** @type {const} */ (['direct', 'sdk'])) {
        samples[mode].push(await timeOneRun(page, `${server.origin}/`, toolCount, mode));
      }
    }
    if (pageErrors.length > 0) throw new Error(`the benchmark page threw: ${pageErrors.join('; ')}`);
    return {
      toolCount,
      runs,
      chromiumVersion: chromiumVersion(),
      polyfillVersion: await packageVersion('@mcp-b/webmcp-polyfill'),
      sdkMedianMs: median(samples.sdk),
      directMedianMs: median(samples.direct),
      samples,
    };
  } finally {
    await Promise.all([browser?.close(), server?.close()]);
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The installed version of a package this benchmark depends on.
 * @param {string} name
 */
async function packageVersion(name) {
  // Not `${name}/package.json`: the polyfill's exports map does not expose it.
  const entry = createRequire(import.meta.url).resolve(name);
  const manifest = join(
    entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`)),
    'node_modules',
    name,
    'package.json',
  );
  return JSON.parse(await readFile(manifest, 'utf8')).version;
}

/** The version Chromium reports (`Chromium 156.0.8078.114 ...` → `156.0.8078.114`). */
function chromiumVersion() {
  const output = execFileSync(chromiumExecutablePath(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1] ?? output.trim();
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const { values } = parseArgs({
    options: {
      tools: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '7' },
      json: { type: 'boolean', default: false },
    },
  });
  const figures = await benchmarkRegistration({ toolCount: Number(values.tools), runs: Number(values.runs) });
  if (values.json) console.log(JSON.stringify(figures));
  else {
    const format = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`;
    console.log(
      `register ${figures.toolCount} tools in Chromium ${figures.chromiumVersion} (webmcp-polyfill ${figures.polyfillVersion}): ` +
        `SDK median ${format(figures.sdkMedianMs)}, direct registerTool median ${format(figures.directMedianMs)} ` +
        `(${(figures.sdkMedianMs / figures.directMedianMs).toFixed(2)}x, ${figures.runs} runs each)`,
    );
  }
}
