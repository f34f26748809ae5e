// A new user's project as `npm create vite@latest -- --template react-ts` writes it today
// (TypeScript ~7.0.2, Vite 8, React 19, references-only tsconfig.json), given our packages from
// the tarballs `pnpm pack` makes and installed with plain `npm install`: it must install without a
// peer conflict, pass TS 7's `tsc -b`, build with zero plugin options, and show the agent the same
// tools as the same app on TypeScript 6. Everything else it installs is pinned by the project's
// committed package-lock.json (pnpm's install imports the same lockfile), so a release upstream
// cannot change what this test runs; UPDATE_FIXTURES=1 rewrites that lockfile from a fresh install.
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { afterAll, describe, expect, it } from 'vitest';
import { isUpdateRun } from '../../scripts/fixture-updates.mjs';
import {
  moveOverridesToPnpmWorkspace,
  packagesNotFromTarballs,
  packagesOffTheCommittedLock,
  packWorkspacePackages,
  runInProject,
  SHARED_PNPM_STORE,
  VITE_USER_PACKAGES,
  writeCommittedLock,
  writePackedProject,
} from '../src/packed-project.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const TEMPLATE_DIR = fileURLToPath(new URL('../projects/typescript7-vite-react', import.meta.url));
const OUR_PACKAGES = Object.keys(VITE_USER_PACKAGES);
const updatingLock = isUpdateRun('UPDATE_FIXTURES');

let projectDir = '';
let tarballs: Record<string, string> = {};
let installLog = '';
let compilerVersion = '';

const suite = useBrowserSuite({
  label: 'typescript7',
  prepareSite: async (siteDir) => {
    // The project lives beside the served build (inside the suite's temp dir, deleted with it),
    // and outside the monorepo, so nothing resolves through the workspace's node_modules.
    const workDir = join(siteDir, '..', `${basename(siteDir)}-project`);
    projectDir = join(workDir, 'app');
    tarballs = await packWorkspacePackages(VITE_USER_PACKAGES, join(workDir, 'tarballs'));
    await writePackedProject(TEMPLATE_DIR, projectDir, tarballs);
    if (updatingLock) await rm(join(projectDir, 'package-lock.json'), { force: true });
    const install = await runInProject('npm', ['install'], { cwd: projectDir });
    installLog = `${install.stdout}\n${install.stderr}`;
    if (updatingLock) await writeCommittedLock(projectDir, TEMPLATE_DIR, OUR_PACKAGES);
    compilerVersion = (await runInProject('npx', ['tsc', '--version'], { cwd: projectDir })).stdout.trim();
    await runInProject('npx', ['tsc', '-b'], { cwd: projectDir });
    await runInProject('npx', ['vite', 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: projectDir,
    });
  },
});

afterAll(async () => {
  if (projectDir) await rm(join(projectDir, '..'), { recursive: true, force: true });
});

const TOOL_NAMES = ['addNote', 'searchNotes'];

async function openNotes() {
  const opened = await suite.openPage();
  await waitForTools(opened.page, TOOL_NAMES);
  return opened.page;
}

/** Every file of a build, path → bytes, to compare two builds. */
async function readBuild(dir: string): Promise<Record<string, string>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => {
        const path = join(file.parentPath, file.name);
        return [path.slice(dir.length + 1), (await readFile(path)).toString('base64')] as const;
      }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

describe('a TypeScript 7 project installed from the packed packages', () => {
  it('installs with plain `npm install`: no peer conflict, our packages from the tarballs, TypeScript 7', async () => {
    expect(installLog).not.toMatch(/ERESOLVE|peer dep|overriding peer/i);
    expect(await packagesNotFromTarballs(projectDir, OUR_PACKAGES)).toEqual([]);
    const lock = JSON.parse(await readFile(join(TEMPLATE_DIR, 'package-lock.json'), 'utf8'));
    const lockedCompiler = lock.packages['node_modules/typescript'].version;
    expect(lockedCompiler).toMatch(/^7\.0\.\d+$/);
    expect(compilerVersion).toBe(`Version ${lockedCompiler}`);
  });

  it('installs exactly what the committed lockfile pins, whatever the registry has released since', async () => {
    expect(
      await packagesOffTheCommittedLock(projectDir, TEMPLATE_DIR, OUR_PACKAGES),
      'the project installed something its committed package-lock.json does not pin: run this test with UPDATE_FIXTURES=1 and commit the new lockfile',
    ).toEqual([]);
  });

  it('installs with `pnpm install` too, with no peer dependency issue', async () => {
    const pnpmProjectDir = join(projectDir, '..', 'pnpm-app');
    await writePackedProject(TEMPLATE_DIR, pnpmProjectDir, tarballs);
    await moveOverridesToPnpmWorkspace(pnpmProjectDir);
    // The npm install's lockfile (the committed pins plus this run's tarballs), as pnpm's own.
    await cp(join(projectDir, 'package-lock.json'), join(pnpmProjectDir, 'package-lock.json'));
    await runInProject('pnpm', ['import'], { cwd: pnpmProjectDir });
    const install = await runInProject(
      'pnpm',
      ['install', '--frozen-lockfile', '--store-dir', SHARED_PNPM_STORE],
      { cwd: pnpmProjectDir },
    );
    expect(`${install.stdout}\n${install.stderr}`).not.toMatch(/peer/i);
    const peers = await runInProject('pnpm', ['peers', 'check'], { cwd: pnpmProjectDir });
    expect(peers.stdout.trim()).toBe('No peer dependency issues found');
  }, 120_000);

  it('lists the tools with their exact schemas (strict null types: TS 7’s default strict)', async () => {
    const page = await openNotes();
    const origin = new URL(suite.url()).origin;
    expect(await listTools(page)).toEqual([
      {
        name: 'addNote',
        title: 'Add note',
        description: 'Add a note to the list on the page',
        inputSchema: {
          type: 'object',
          properties: {
            text: { type: 'string', description: 'What the note says' },
            tag: {
              type: ['string', 'null'],
              description: 'Where the note belongs, or null for no tag',
              enum: ['work', 'home', null],
            },
          },
          required: ['text', 'tag'],
          additionalProperties: false,
        },
        origin,
        annotations: { readOnlyHint: false, untrustedContentHint: false },
      },
      {
        name: 'searchNotes',
        title: 'searchNotes',
        description: 'Find notes by their text',
        inputSchema: {
          type: 'object',
          properties: {
            query: { type: 'string', description: 'Text the note contains' },
            tag: { type: 'string', description: 'Only notes with this tag', enum: ['work', 'home'] },
            limit: {
              type: 'number',
              description: 'How many notes to return at most',
              default: 10,
              minimum: 1,
            },
          },
          required: ['query'],
          additionalProperties: false,
        },
        origin,
        annotations: { readOnlyHint: true, untrustedContentHint: false },
      },
    ]);
  });

  it('calls the tools: a note added by the agent is shown and found', async () => {
    const page = await openNotes();
    const added = await callTool(page, 'addNote', { text: 'buy milk', tag: null });
    expect(added.structuredContent).toEqual({ id: 1, text: 'buy milk', tag: null });
    await expect.poll(() => page.getByTestId('note-count').textContent()).toBe('1');
    const found = await callTool(page, 'searchNotes', { query: 'milk' });
    expect(JSON.parse(found.content[0].text!)).toEqual([{ id: 1, text: 'buy milk', tag: null }]);
    const invalid = await callTool(page, 'addNote', { text: 'x', tag: 'garden' });
    expect(invalid.isError).toBe(true);
  });

  it('builds byte for byte the same app when the project is on TypeScript 6 instead', async () => {
    const typescript7Build = await readBuild(suite.siteDir());
    await runInProject('npm', ['install', '--save-dev', '--save-exact', 'typescript@6.0.3'], {
      cwd: projectDir,
    });
    const typescript6Dir = join(projectDir, 'dist-typescript6');
    await runInProject('npx', ['vite', 'build', '--outDir', typescript6Dir, '--logLevel', 'warn'], {
      cwd: projectDir,
    });
    expect((await runInProject('npx', ['tsc', '--version'], { cwd: projectDir })).stdout.trim()).toBe(
      'Version 6.0.3',
    );
    expect(await readBuild(typescript6Dir)).toEqual(typescript7Build);
  }, 120_000);
});
