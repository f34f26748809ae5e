// @vitest-environment jsdom
// A page (jsdom's document) with no WebMCP host: registering is a browser-only act, and a page
// whose tools lack schemas is where the SDK warns (server rendering is silent: server-rendering.test.tsx).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerGlobalTools, webmcpRegistry } from '../src/core';
import { reportSkippedTools } from '../src/inspector/skipped-tools';
import * as userApi from './fixtures/user-api';
import { described } from './support/tools';

const releases: Array<() => void> = [];
const register = (...maps: Parameters<typeof registerGlobalTools>) => {
  const release = registerGlobalTools(...maps);
  releases.push(release);
  return release;
};

afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.restoreAllMocks();
});

describe('registerGlobalTools', () => {
  it('registers every exported tool of a namespace import; constants, default and schema-less functions are skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    register(userApi);
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['getUser', 'searchUsers']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /registerGlobalTools: skipped "legacyHelper".*__webmcpSchema.*build plugin/,
    );
  });

  it('says which error the build reported for a skipped tool, when the dev build handed it to the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportSkippedTools('src/api.ts', [
      {
        code: 'M2',
        message:
          "Tool 'brokenLookup': The first parameter must be one object type, but it is 'string', a primitive",
        hint: 'Wrap it in one object type',
        file: 'src/api.ts',
        editorPath: 'src/api.ts',
        line: 16,
        column: 25,
        frame: '',
        toolName: 'brokenLookup',
      },
    ]);
    try {
      register({ brokenLookup: (id: string) => id });
      const message = String(warn.mock.calls.find(([text]) => String(text).includes('brokenLookup'))?.[0]);
      expect(message).toContain('skipped "brokenLookup": the build reported M2 for it at src/api.ts:16:25');
      expect(message).toContain('fix: Wrap it in one object type');
      expect(message).not.toContain('build plugin set up');
    } finally {
      reportSkippedTools('src/api.ts', []);
    }
  });

  it('warns about a schema-less function only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const orphan = () => 1;
    register({ orphanTool: orphan });
    register({ orphanTool: orphan });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('orphanTool'))).toHaveLength(1);
  });

  it('lets later maps override earlier ones within one call, without a conflict warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = described(() => 'first', 'First');
    const second = described(() => 'second', 'Second');
    register({ pick: first }, { pick: second });
    expect(webmcpRegistry.listTools()).toMatchObject([{ name: 'pick', description: 'Second' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores null, undefined and false maps (conditional registration)', () => {
    const ping = described(() => 'pong', 'Ping');
    register(null, undefined, false, { ping }, false && { ping });
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['ping']);
  });

  it('is idempotent: registering the same tools again keeps one tool and stays quiet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    register(userApi);
    register(userApi);
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['getUser', 'searchUsers']);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('overrides'))).toHaveLength(0);
  });

  it('runs tools through the testing face with no host (a page without document.modelContext)', async () => {
    register(userApi);
    expect(webmcpRegistry.getState()).toBe('no-host');
    expect(await webmcpRegistry.callTool('getUser', { id: '7' })).toEqual({
      ok: true,
      result: {
        content: [{ type: 'text', text: '{"id":"7","name":"user 7"}' }],
        structuredContent: { id: '7', name: 'user 7' },
      },
    });
    expect(await webmcpRegistry.callTool('getUser', { id: 7 })).toMatchObject({
      ok: false,
      error: 'Invalid input for "getUser": id: expected string, got number',
    });
  });

  it('returns a release function that unregisters exactly these tools', () => {
    const ping = described(() => 'pong', 'Ping');
    const release = register({ ping });
    register(userApi);
    release();
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['getUser', 'searchUsers']);
  });
});

describe('two copies of the SDK on one page', () => {
  it('share one registry even when bundled separately (an app and a library each with its own copy)', async () => {
    // esbuild's CLI: its JavaScript API refuses to run under jsdom (another realm's Uint8Array).
    const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');
    const bundleCopy = () => {
      const text = execFileSync(
        esbuild,
        [
          join(dirname(fileURLToPath(import.meta.url)), '../src/core.ts'),
          '--bundle',
          '--format=iife',
          '--global-name=sdkCopy',
          '--log-level=error',
        ],
        { encoding: 'utf8' },
      );
      return new Function(`${text}; return sdkCopy;`)() as typeof import('../src/core');
    };
    const appCopy = bundleCopy();
    const libraryCopy = bundleCopy();
    expect(appCopy.registerGlobalTools).not.toBe(libraryCopy.registerGlobalTools);
    const ping = described(() => 'pong', 'Ping');
    releases.push(libraryCopy.registerGlobalTools({ ping }));
    expect(appCopy.webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['ping']);
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['ping']);
  });

  it('share one registry through Symbol.for', async () => {
    vi.resetModules();
    const copyA = await import('../src/core');
    vi.resetModules();
    const copyB = await import('../src/core');
    expect(copyA.registerGlobalTools).not.toBe(copyB.registerGlobalTools); // really two module instances
    const ping = described(() => 'pong', 'Ping');
    releases.push(copyA.registerGlobalTools({ ping }));
    expect(copyB.webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['ping']);
    expect(await copyB.webmcpRegistry.callTool('ping')).toMatchObject({ ok: true });
    expect(webmcpRegistry.listTools().map((tool) => tool.name)).toEqual(['ping']);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('webmcp-nexus.registry')]).toBe(
      copyA.webmcpRegistry,
    );
  });
});
