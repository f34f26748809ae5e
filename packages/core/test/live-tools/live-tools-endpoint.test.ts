import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { liveToolsEndpoint } from '../../src/live-tools/live-tools-endpoint';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A package with a nested project folder, like an app whose root is `web/`. */
function packageWithProject(): { pkg: string; project: string } {
  const pkg = mkdtempSync(path.join(os.tmpdir(), 'webmcp-live-endpoint-')).replace(/\\/g, '/');
  folders.push(pkg);
  writeFileSync(`${pkg}/package.json`, '{}');
  mkdirSync(`${pkg}/web`);
  return { pkg, project: `${pkg}/web` };
}

test('is created once in the cache folder of the package that holds the project, readable by this user only', () => {
  const { pkg, project } = packageWithProject();
  const endpoint = liveToolsEndpoint(project)!;
  expect(endpoint.file).toBe(`${pkg}/node_modules/.cache/webmcp-nexus/live-tools.json`);
  expect(endpoint.port).toBeGreaterThanOrEqual(41000);
  expect(endpoint.port).toBeLessThanOrEqual(48999);
  expect(endpoint.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(JSON.parse(readFileSync(endpoint.file, 'utf8'))).toEqual({
    port: endpoint.port,
    secret: endpoint.secret,
  });
  if (process.platform !== 'win32') expect(statSync(endpoint.file).mode & 0o777).toBe(0o600);
  // The CLI (root = the package) and the build (root = web/) read the same one.
  expect(liveToolsEndpoint(pkg)).toEqual(endpoint);
  expect(liveToolsEndpoint(project)).toEqual(endpoint);
});

test('replaces an invalid file', () => {
  const { pkg } = packageWithProject();
  const file = `${pkg}/node_modules/.cache/webmcp-nexus/live-tools.json`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (const text of ['{"port": 80, "secret": "short"}', 'not json', '{"port": 41000}']) {
    writeFileSync(file, text);
    const endpoint = liveToolsEndpoint(pkg)!;
    expect(endpoint.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(file, 'utf8')).secret).toBe(endpoint.secret);
  }
});

test('is undefined outside any package', () => {
  const lonely = mkdtempSync(path.join(os.tmpdir(), 'webmcp-live-endpoint-lonely-'));
  folders.push(lonely);
  // (the temporary folder's parents hold no package.json on a sane machine)
  expect(liveToolsEndpoint(lonely)).toBeUndefined();
});

test('processes that start together agree on one endpoint', async () => {
  const { pkg } = packageWithProject();
  const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/index.js');
  const child = `const { liveToolsEndpoint } = await import(${JSON.stringify(core)}); process.stdout.write(JSON.stringify(liveToolsEndpoint(process.argv[1])));`;
  const outputs = await Promise.all(
    Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve, reject) => {
          const started = spawn(process.execPath, ['--input-type=module', '-e', child, pkg]);
          let stdout = '';
          started.stdout.on('data', (chunk) => (stdout += chunk));
          started.on('error', reject);
          started.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`exit ${code}`))));
        }),
    ),
  );
  const endpoints = outputs.map((output) => JSON.parse(output));
  expect(new Set(outputs).size).toBe(1);
  expect(endpoints[0]).toEqual(liveToolsEndpoint(pkg));
});
