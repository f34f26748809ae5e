import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { createEngine } from '../../src/extract/engine';
import { createSyntacticEngine, isBail } from '../../src/syntactic/syntactic-engine';
import { createScratchRoot } from '../support/fixture-cases';
import { GENERATED_COMPILER_OPTIONS } from './program-generator';

/**
 * One project per construct of the engine's bail list (ENGINE-NOTES): each must bail, with the
 * reason given (a prefix), never answer. The checker engine answers each one (the constructs are
 * valid TypeScript), so a bail here is the engine declining, not a broken project.
 */

const CORE_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));
const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport { run } from './api';\n\nregisterGlobalTools({ run });\n`;

interface BailCase {
  /** The construct. */
  name: string;
  /** The expected reason, or its `area:` prefix. */
  reason: string;
  /** `src/api.ts`, exporting the tool `run`. */
  api: string;
  /** Other files (relative to the project). */
  files?: Record<string, string>;
  /** Symbolic links (relative to the project) to files or folders (relative to the project). */
  links?: Record<string, string>;
  /** Compiler options over the defaults. */
  options?: Record<string, unknown>;
  /** A whole tsconfig (instead of the default one with `options`). */
  tsconfig?: unknown;
  outputSchema?: boolean;
}

const CASES: BailCase[] = [
  {
    name: 'a generic type',
    reason: 'type:generic',
    api: `interface Box<T> { value: T }\nexport function run(input: Box<string>) {}`,
  },
  {
    name: 'a written mapped type',
    reason: 'type:',
    api: `type Flags = { [K in 'a' | 'b']: boolean };\nexport function run(input: Flags) {}`,
  },
  {
    name: 'a conditional type',
    reason: 'type:',
    api: `type Pick1<T> = T extends string ? { a: T } : never;\nexport function run(input: Pick1<'x'>) {}`,
  },
  {
    name: '`typeof` a value (not zod)',
    reason: 'type:',
    api: `const defaults = { limit: 1, query: 'x' };\nexport function run(input: typeof defaults) {}`,
  },
  {
    name: 'an enum with a computed member',
    reason: 'type:enum',
    api: `enum Flag { A = 1 << 0, B = 1 << 1 }\nexport function run(input: { flag: Flag }) {}`,
  },
  {
    name: 'an enum of strings and numbers',
    reason: 'type:enum',
    api: `enum Mixed { A = 'a', B = 1 }\nexport function run(input: { value: Mixed }) {}`,
  },
  {
    name: 'an ambient enum',
    reason: 'type:enum',
    api: `declare enum Far { A, B }\nexport function run(input: { far: Far }) {}`,
  },
  {
    name: 'an intersection',
    reason: 'type:',
    api: `export function run(input: { a: string } & { b: number }) {}`,
  },
  {
    name: 'declaration merging',
    reason: 'type:',
    api: `interface Input { a: string }\ninterface Input { b: number }\nexport function run(input: Input) {}`,
  },
  {
    name: 'a recursive type (its text needs typeToString)',
    reason: 'type:recursive',
    api: `interface Tree { label: string; children: Tree[] }\nexport function run(input: Tree) {}`,
  },
  {
    name: 'a function-typed field',
    reason: 'type:',
    api: `export function run(input: { done: () => void }) {}`,
  },
  {
    name: 'Record',
    reason: 'type:',
    api: `export function run(input: { scores: Record<string, number> }) {}`,
  },
  {
    name: 'an index signature',
    reason: 'type:index-signature',
    api: `export function run(input: { [key: string]: string }) {}`,
  },
  {
    name: 'an index signature beside properties',
    reason: 'type:index-signature',
    api: `interface Bag { id: string; [key: string]: string }\nexport function run(input: Bag) {}`,
  },
  { name: 'a tuple', reason: 'type:', api: `export function run(input: { at: [number, number] }) {}` },
  {
    name: 'a template literal type',
    reason: 'type:',
    api: `export function run(input: { id: \`user-${'$'}{string}\` }) {}`,
  },
  {
    name: 'keyof',
    reason: '',
    api: `interface Item { a: string; b: number }\nexport function run(input: { key: keyof Item }) {}`,
  },
  {
    name: 'a generic utility over a generic type',
    reason: 'type:',
    api: `interface Box<T> { value: T; label: string }\nexport function run(input: Partial<Box<string>>) {}`,
  },
  {
    name: 'ReturnType of a function',
    reason: 'type:',
    api: `function make() { return { a: 1 }; }\nexport function run(input: ReturnType<typeof make>) {}`,
  },
  {
    name: "a package's type in a tool's type",
    reason: 'type:package',
    api: `import type { ZodIssueCode } from 'zod';\nexport function run(input: { code: ZodIssueCode }) {}`,
  },
  {
    name: 'a global that an imported project file augments (`declare global`), in a tool type',
    reason: 'project:',
    api: `import './globals';\nexport function run(input: { at: Date }) {}`,
    files: { 'src/globals.ts': `export {};\ndeclare global { interface Date { zone: string } }\n` },
  },
  {
    name: '`declare module` in a project file',
    reason: 'project:',
    api: `import './augment';\nexport function run(input: { a: string }) {}`,
    files: { 'src/augment.ts': `export {};\ndeclare module './api' { interface Extra { b: number } }\n` },
  },
  {
    name: 'a namespace in a project file',
    reason: 'project:',
    api: `export namespace Shapes { export interface Point { x: number } }\nexport function run(input: { a: string }) {}`,
  },
  {
    name: 'a namespace-qualified type',
    reason: 'type:qualified-name',
    api: `export namespace Shapes { export interface Point { x: number } }\nexport function run(input: Shapes.Point) {}`,
  },
  {
    name: 'a global that a script .d.ts declares, in a tool type',
    reason: 'project:global-declarations',
    api: `export function run(input: { env: Env }) {}`,
    files: { 'src/env.d.ts': `/// <reference lib="es2023" />\ninterface Env { mode: string }\n` },
  },
  {
    name: 'a global `Date` that a root .d.ts augments, in a tool type',
    reason: 'project:global-declarations',
    api: `export function run(input: { at: Date }) {}`,
    files: { 'src/date.d.ts': `export {};\ndeclare global { interface Date { zone: string } }\n` },
  },
  {
    name: 'a tool type from a JavaScript file (allowJs)',
    reason: 'tsconfig:allowJs-source',
    api: `import type { Options } from './options';\nexport function run(input: Options) {}`,
    files: { 'src/options.js': `/** @typedef {{ limit: number }} Options */\nexport {};\n` },
    options: { allowJs: true },
  },
  {
    name: '`URL` where the DOM lib is left out (only @types/node or nothing declares it)',
    reason: 'type:global',
    api: `export function run(input: { page: URL }) {}`,
  },
  {
    name: 'strictNullChecks off',
    reason: 'tsconfig:',
    api: `export function run(input: { a: string | null }) {}`,
    options: { strictNullChecks: false },
  },
  {
    name: 'exactOptionalPropertyTypes',
    reason: 'tsconfig:option:exactOptionalPropertyTypes',
    api: `export function run(input: { a?: string }) {}`,
    options: { exactOptionalPropertyTypes: true },
  },
  {
    name: 'moduleResolution node16',
    reason: 'tsconfig:',
    api: `export function run(input: { a: string }) {}`,
    options: { module: 'Node16', moduleResolution: 'Node16' },
  },
  {
    name: "a package's tsconfig extended",
    reason: 'tsconfig:extends-package',
    api: `export function run(input: { a: string }) {}`,
    tsconfig: { extends: 'zod/tsconfig.json', compilerOptions: GENERATED_COMPILER_OPTIONS, include: ['src'] },
  },
  {
    name: '`input_required` in the body (a possible M4)',
    reason: 'tool:',
    api: `export function run(input: { a: string }) {\n  return { resultType: 'input_required' as const, message: 'more' };\n}`,
  },
  {
    name: '`resultType` reachable from a declared return type',
    reason: 'tool:return-type',
    api: `interface Ask { resultType: 'input_required'; message: string }\nexport function run(input: { a: string }): Ask {\n  return ask();\n}\ndeclare function ask(): Ask;`,
  },
  {
    name: 'a linked file imported by a relative path (TypeScript names it by the link, oxc by its target)',
    reason: 'module:symlink',
    api: `import type { Input } from './input';\nexport function run(input: Input) {}`,
    files: { 'shared/input.ts': 'export interface Input { a: string }\n' },
    links: { 'src/input.ts': 'shared/input.ts' },
  },
  {
    name: 'a file in a linked folder',
    reason: 'module:symlink',
    api: `import type { Input } from './linked/input';\nexport function run(input: Input) {}`,
    files: { 'shared/input.ts': 'export interface Input { a: string }\n' },
    links: { 'src/linked': 'shared' },
  },
  {
    name: 'outputSchema: true',
    reason: 'option:output-schema',
    api: `export function run(input: { a: string }) {\n  return { ok: true };\n}`,
    outputSchema: true,
  },
];

function writeProject(index: number, entry: BailCase): string {
  const root = path.join(scratch.root, `case-${index}`).replace(/\\/g, '/');
  const tsconfig = entry.tsconfig ?? {
    compilerOptions: { ...GENERATED_COMPILER_OPTIONS, ...entry.options },
    include: ['src'],
  };
  const files: Record<string, string> = {
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'src/main.ts': MAIN,
    'src/api.ts': `${entry.api}\n`,
    ...entry.files,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const [link, target] of Object.entries(entry.links ?? {}))
    symlinkSync(path.join(root, target), path.join(root, link));
  symlinkSync(CORE_NODE_MODULES, path.join(root, 'node_modules'), 'dir');
  return root;
}

test.each(CASES.map((entry, index) => [entry.name, entry, index] as const))(
  'bails on %s',
  (_name, entry, index) => {
    const root = writeProject(index, entry);
    const answer = createSyntacticEngine({ root, outputSchema: entry.outputSchema }).extractFile(
      `${root}/src/main.ts`,
    );
    expect(isBail(answer) ? answer.bail : 'answered').toMatch(new RegExp(`^${entry.reason}`));
    // The checker engine answers the same project: the tool, or an error about it (M4).
    const checker = createEngine({ root, outputSchema: entry.outputSchema }).extractFile(
      `${root}/src/main.ts`,
    );
    expect(checker.tools.length + checker.diagnostics.filter((d) => d.severity === 'error').length).toBe(1);
  },
);
