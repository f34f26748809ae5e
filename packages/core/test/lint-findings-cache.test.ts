import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor, type LintRunOptions, lintExtractResult } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// The lints' findings are kept in the persistent cache (a repeat build then never parses the
// definition files): served only while the tools and the text of every
// definition file are unchanged. A stale lint served from the cache is a defect.

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport * as api from './api';\nregisterGlobalTools(api);\n`;
const API = `import type { Query } from './types';\n/** Find orders */\nexport function findOrders(query: Query) {\n  return query.text;\n}\n`;
const TYPES = 'export interface Query {\n  /** Text */\n  text: string;\n}\n';

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

function createProject(): ScratchProject {
  project = createScratchProject({
    'package.json': '{ "name": "app", "private": true }',
    'main.ts': MAIN,
    'api.ts': API,
    'types.ts': TYPES,
  });
  return project;
}

/** The lint codes of the project as a fresh process would report them, `read` counting definition-file reads. */
function lintCodes(options: LintRunOptions = {}): string[] {
  const root = project!.root;
  const result = createExtractor({ root }).extractProject();
  const linted = lintExtractResult(result, { cache: { root }, ...options });
  return linted.diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.toolName ?? ''}`.trim());
}

function storedLintEntries(): string[] {
  const folder = path.join(project!.root, 'node_modules/.cache/webmcp-nexus');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('lints.json'),
  );
}

describe('lint findings in the persistent cache', () => {
  test('are stored, served again, and the rule settings apply to what is served', () => {
    createProject();
    expect(lintCodes()).toEqual(['L5 findOrders']);
    expect(storedLintEntries()).toHaveLength(1);
    expect(lintCodes()).toEqual(['L5 findOrders']);
    expect(lintCodes({ rules: { L5: 'error' } })).toEqual(['L5 findOrders']);
    const result = createExtractor({ root: project!.root }).extractProject();
    const asError = lintExtractResult(result, { cache: { root: project!.root }, rules: { L5: 'error' } });
    expect(asError.diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(['error']);
    expect(lintCodes({ rules: { L5: 'off' } })).toEqual([]);
  });

  test('change when the definition file changes, the tool staying the same', () => {
    createProject();
    expect(lintCodes()).toEqual(['L5 findOrders']);
    // A write in the body: the schema and description are as they were, L5 goes.
    project!.write(
      'api.ts',
      API.replace('  return query.text;', "  localStorage.setItem('q', query.text);\n  return query.text;"),
    );
    expect(lintCodes()).toEqual([]);
    project!.write('api.ts', API);
    expect(lintCodes()).toEqual(['L5 findOrders']);
    project!.write(
      'api.ts',
      API.replace('/** Find orders */', '/**\n * Find orders\n * @webmcp-ignore L5\n */'),
    );
    expect(lintCodes()).toEqual([]);
  });

  test('change when a tool changes in a file that is not its definition (its schema)', () => {
    createProject();
    expect(lintCodes()).toEqual(['L5 findOrders']);
    project!.write(
      'types.ts',
      TYPES.replace('text: string;', 'text: string;\n  /** The account password */\n  password: string;'),
    );
    expect(lintCodes()).toEqual(['L4 findOrders', 'L5 findOrders']);
  });

  test('are not kept with the cache off', () => {
    createProject();
    expect(lintCodes({ cache: { root: project!.root, enabled: false } })).toEqual(['L5 findOrders']);
    expect(storedLintEntries()).toEqual([]);
  });
});
