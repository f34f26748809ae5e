// Installs a project the way a user's machine would get our packages: from the tarballs that
// `pnpm pack` makes (workspace: ranges rewritten to versions), with plain `npm install`, into a
// temp dir outside the workspace, so nothing resolves through the monorepo's node_modules.

import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userShellEnvironment } from '@webmcp-nexus/test-helpers/user-shell';
import { assertPackagesBuilt } from './build.mjs';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

/** The packages a Vite user installs, directly or through them: npm name → folder under packages/. */
export const VITE_USER_PACKAGES = {
  '@webmcp-nexus/core': 'core',
  '@webmcp-nexus/unplugin': 'unplugin',
  'vite-plugin-webmcp-nexus': 'vite-plugin',
  'webmcp-nexus-sdk': 'sdk',
};

/**
 * One npm cache for every run (and every suite), preferred over the registry for metadata it
 * already has: a rerun downloads nothing (10 s instead of 18 s here). Resolution is npm's own.
 */
const SHARED_NPM_CACHE = join(tmpdir(), 'webmcp-e2e-npm-cache');

/**
 * Runs a command with the environment of a user's shell (minus what test runners and pnpm set),
 * the shared npm cache, and no colours; resolves with its output, rejects with the output's tail.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string }} options
 * @returns {Promise<{ stdout: string, stderr: string }>}
 */
export function runInProject(command, args, { cwd }) {
  const env = userShellEnvironment({
    npm_config_cache: SHARED_NPM_CACHE,
    npm_config_prefer_offline: 'true',
    NO_COLOR: '1',
  });
  for (const key of Object.keys(env)) {
    // pnpm sets npm_config_* for the scripts it runs; the user's npm must not inherit them.
    if (key.startsWith('npm_') && !['npm_config_cache', 'npm_config_prefer_offline'].includes(key))
      delete env[key];
  }
  return new Promise((resolveRun, rejectRun) => {
    execFile(
      command,
      args,
      { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 5 * 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stdout}\n${stderr}`.trim().split('\n').slice(-60).join('\n');
          rejectRun(new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${output}`));
          return;
        }
        resolveRun({ stdout, stderr });
      },
    );
  });
}

/**
 * Packs each package with `pnpm pack` into `destination`.
 * @param {Record<string, string>} packages npm name → folder under packages/
 * @param {string} destination
 * @returns {Promise<Record<string, string>>} npm name → absolute tarball path
 */
export async function packWorkspacePackages(packages, destination) {
  assertPackagesBuilt();
  await mkdir(destination, { recursive: true });
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const [name, folder] of Object.entries(packages)) {
    const before = new Set(await readdir(destination));
    await runInProject('pnpm', ['pack', '--pack-destination', destination], {
      cwd: join(packagesDir, folder),
    });
    const created = (await readdir(destination)).filter((file) => !before.has(file) && file.endsWith('.tgz'));
    if (created.length !== 1) throw new Error(`pnpm pack of ${name} made ${created.length} tarballs`);
    tarballs[name] = join(destination, created[0]);
  }
  return tarballs;
}

/**
 * Copies the project in `templateDir` (with its package-lock.json, if any) to `projectDir` and
 * points its dependencies on our packages (written as `"packed"`) at the tarballs; the packages it
 * only gets through them (core, unplugin) come from their tarballs too, through `overrides`, so
 * npm never asks the registry for our names. Tarball paths are relative to the project, as the
 * lockfile records them.
 * @param {string} templateDir
 * @param {string} projectDir
 * @param {Record<string, string>} tarballs npm name → tarball path
 */
export async function writePackedProject(templateDir, projectDir, tarballs) {
  await cp(templateDir, projectDir, { recursive: true });
  const manifestPath = join(projectDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const spec = (/** @type {string} */ name) => `file:${relative(projectDir, tarballs[name])}`;
  const direct = new Set();
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range !== 'packed') continue;
      if (!tarballs[name]) throw new Error(`${name} is "packed" in ${manifestPath} but was not packed`);
      manifest[field][name] = spec(name);
      direct.add(name);
    }
  }
  const transitive = Object.keys(tarballs).filter((name) => !direct.has(name));
  manifest.overrides = Object.fromEntries(transitive.map((name) => [name, spec(name)]));
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The lockfile's entry key of each of `names` (`node_modules/<name>`, at any depth).
 * @param {string} path
 * @param {string[]} names
 */
const isEntryOf = (path, names) => names.some((name) => path.endsWith(`node_modules/${name}`));

/**
 * Where an installed project strays from the lockfile committed beside its template: packages
 * installed at another version than locked, or not in that lockfile at all (our own packages,
 * installed from this run's tarballs, excepted). Empty when the install was exactly the pinned one.
 * @param {string} projectDir
 * @param {string} templateDir
 * @param {string[]} ourNames
 * @returns {Promise<string[]>}
 */
export async function packagesOffTheCommittedLock(projectDir, templateDir, ourNames) {
  const committed = JSON.parse(await readFile(join(templateDir, 'package-lock.json'), 'utf8')).packages;
  const installed = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8')).packages;
  return Object.entries(installed)
    .filter(([path]) => path !== '' && !isEntryOf(path, ourNames))
    .flatMap(([path, entry]) => {
      if (!committed[path]) return [`${path}@${entry.version}: not in the committed lockfile`];
      if (committed[path].version !== entry.version)
        return [`${path}: locked ${committed[path].version}, installed ${entry.version}`];
      return [];
    });
}

/**
 * Writes an installed project's package-lock.json beside its template, without our packages'
 * entries (their integrity changes with every build; each run installs them from its tarballs).
 * @param {string} projectDir
 * @param {string} templateDir
 * @param {string[]} ourNames
 */
export async function writeCommittedLock(projectDir, templateDir, ourNames) {
  const lock = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8'));
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).filter(([path]) => path === '' || !isEntryOf(path, ourNames)),
  );
  await writeFile(join(templateDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}

/**
 * The names in an npm lockfile that were installed from anything but a local tarball, among `names`.
 * @param {string} projectDir
 * @param {string[]} names
 * @returns {Promise<string[]>}
 */
export async function packagesNotFromTarballs(projectDir, names) {
  const lock = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([path]) => names.some((name) => path.endsWith(`node_modules/${name}`)))
    .filter(([, entry]) => !String(entry.resolved ?? '').startsWith('file:'))
    .map(([path]) => path);
}

/** One pnpm store for every run: a rerun links what it already has. */
export const SHARED_PNPM_STORE = join(tmpdir(), 'webmcp-e2e-pnpm-store');

/**
 * Makes a project written by `writePackedProject` a pnpm project: pnpm reads `overrides` from
 * pnpm-workspace.yaml, not from package.json as npm does.
 * @param {string} projectDir
 */
export async function moveOverridesToPnpmWorkspace(projectDir) {
  const manifestPath = join(projectDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const overrides = Object.entries(manifest.overrides ?? {});
  delete manifest.overrides;
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const lines = overrides.map(([name, spec]) => `  '${name}': '${spec}'`);
  await writeFile(join(projectDir, 'pnpm-workspace.yaml'), `overrides:\n${lines.join('\n')}\n`);
}
