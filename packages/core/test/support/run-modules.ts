import path from 'node:path';
import vm from 'node:vm';
import { ts } from 'ts-morph';

/** What the stand-in SDK recorded: every map (or class) passed to a registration call. */
export interface Registrations {
  maps: Record<string, unknown>[];
  classes: unknown[];
}

/**
 * Runs transformed TypeScript modules in a VM (CommonJS after `transpileModule`), with tiny
 * stand-ins for `react` and `webmcp-nexus-sdk` that only record what they are given: the test
 * checks what the injected code attached, not what the SDK does with it.
 */
export function runModules(
  sources: Map<string, string>,
  entry: string,
): { exports: any; registrations: Registrations } {
  const registrations: Registrations = { maps: [], classes: [] };
  const sdk = {
    registerGlobalTools: (...maps: Record<string, unknown>[]) => registrations.maps.push(...maps),
    useWebMcpTools: (...maps: Record<string, unknown>[]) => registrations.maps.push(...maps),
    withWebMcpTools: (component: unknown) => {
      registrations.classes.push(component);
      return component;
    },
  };
  const react = { Component: class {}, useCallback: <T>(fn: T) => fn };
  const cache = new Map<string, { exports: any }>();
  const load = (file: string): any => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const source = sources.get(file);
    if (source === undefined) throw new Error(`No source for ${file}`);
    const module = { exports: {} as any };
    cache.set(file, module);
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.React,
      },
      fileName: file,
    });
    const requireFrom = (specifier: string) => {
      if (specifier === 'react') return { ...react, default: react };
      if (specifier.startsWith('webmcp-nexus-sdk')) return sdk;
      const base = path.posix.resolve(path.posix.dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts']
        .map((suffix) => base + suffix)
        .find((f) => sources.has(f));
      if (!resolved) throw new Error(`Cannot resolve ${specifier} from ${file}`);
      return load(resolved);
    };
    vm.runInNewContext(`(function (exports, require, module) {${outputText}\n})`, { Object, JSON, Promise })(
      module.exports,
      requireFrom,
      module,
    );
    return module.exports;
  };
  return { exports: load(entry), registrations };
}
