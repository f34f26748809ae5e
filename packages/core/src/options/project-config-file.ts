import path from 'node:path';
import { DiagnosticCode, diagnosticScope } from '../diagnostics/codes';
import { isConfigurableCode, type LintOptions, type RuleSetting } from '../lints/lint-rules';
import { readTextFile } from '../read-text-file';
import type { Diagnostic } from '../types';
import type { ExtractionOptions } from './extraction-options';

/** The file at the project root where the CLI, the MCP server and the build plugins read their settings. */
export const PROJECT_CONFIG_FILE = 'webmcp-nexus.config.json';

/** What `webmcp-nexus.config.json` says: the lint settings, the extraction options, and its own problems (P3). */
export interface ProjectConfig {
  lint: LintOptions;
  extraction: ExtractionOptions;
  diagnostics: Diagnostic[];
}

/**
 * The JSON type of each extraction option the file may set: every one of `ExtractionOptions`
 * (a new option does not compile until it says here whether the file may set it).
 */
const EXTRACTION_SETTINGS: { [Key in keyof Required<ExtractionOptions>]: 'string' | 'boolean' } = {
  tsconfig: 'string',
  cache: 'boolean',
  outputSchema: 'boolean',
};

const SETTINGS: readonly string[] = ['off', 'warn', 'error'] satisfies RuleSetting[];

/** The settings of `webmcp-nexus.config.json` in `root` (none when absent), with a P3 for each part it ignores. */
export function readProjectConfig(root: string): ProjectConfig {
  const file = path.join(root, PROJECT_CONFIG_FILE).split(path.sep).join('/');
  const text = readTextFile(file);
  if (text === undefined) return { lint: {}, extraction: {}, diagnostics: [] };
  const problem = (message: string, hint: string, needle?: string): Diagnostic => ({
    code: DiagnosticCode.LintConfigInvalid,
    severity: 'warning',
    message,
    hint,
    file,
    ...lineOf(text, needle),
  });
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    return {
      lint: {},
      extraction: {},
      diagnostics: [
        problem(
          `${PROJECT_CONFIG_FILE} is not valid JSON (${reason}): its settings are ignored`,
          'Fix the JSON: { "rules": { "L4": "off" }, "strict": true }',
        ),
      ],
    };
  }
  if (!isRecord(config)) {
    return {
      lint: {},
      extraction: {},
      diagnostics: [
        problem(`${PROJECT_CONFIG_FILE} must hold an object`, 'Write { "rules": { "L4": "off" } }'),
      ],
    };
  }
  const options: LintOptions = {};
  const diagnostics: Diagnostic[] = [];
  if (config.strict !== undefined) {
    if (typeof config.strict === 'boolean') options.strict = config.strict;
    else
      diagnostics.push(
        problem('"strict" must be true or false: ignored', 'Write "strict": true', '"strict"'),
      );
  }
  if (config.rules !== undefined) {
    if (!isRecord(config.rules)) {
      diagnostics.push(
        problem(
          '"rules" must be an object of code → "off" | "warn" | "error": ignored',
          'Write "rules": { "L4": "off" }',
          '"rules"',
        ),
      );
    } else {
      const rules: Record<string, RuleSetting> = {};
      for (const [code, setting] of Object.entries(config.rules)) {
        const why = ruleProblem(code, setting);
        if (why) diagnostics.push(problem(`rules: ${why}: ignored`, ruleHint(code), `"${code}"`));
        else rules[code] = setting as RuleSetting;
      }
      options.rules = rules;
    }
  }
  const extraction: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(EXTRACTION_SETTINGS)) {
    const value = config[key];
    if (value === undefined) continue;
    if (typeof value === type) extraction[key] = value;
    else {
      const example = type === 'boolean' ? 'true' : '"tsconfig.app.json"';
      diagnostics.push(
        problem(`"${key}" must be a ${type}: ignored`, `Write "${key}": ${example}`, `"${key}"`),
      );
    }
  }
  const known = ['rules', 'strict', ...Object.keys(EXTRACTION_SETTINGS)];
  for (const key of Object.keys(config)) {
    if (!known.includes(key))
      diagnostics.push(
        problem(
          `unknown setting "${key}": ignored`,
          `Use ${known.map((name) => `"${name}"`).join(', ')} only`,
          `"${key}"`,
        ),
      );
  }
  return { lint: options, extraction: extraction as ExtractionOptions, diagnostics };
}

function ruleProblem(code: string, setting: unknown): string | undefined {
  if (diagnosticScope(code) === undefined) return `"${code}" is not a webmcp-nexus code`;
  if (!isConfigurableCode(code))
    return `"${code}" cannot be configured (M* errors and P* set-up problems keep their severity)`;
  if (typeof setting !== 'string' || !SETTINGS.includes(setting))
    return `"${code}": ${JSON.stringify(setting)} is not "off", "warn" or "error"`;
  return undefined;
}

function ruleHint(code: string): string {
  return diagnosticScope(code) === undefined || !isConfigurableCode(code)
    ? 'Name a configurable code (S*, D*, L*, H1, N*): see the skill for the list'
    : `Write "${code}": "off", "warn" or "error"`;
}

/** The 1-based line and column of the first `needle` in `text` (1:1 when absent). */
function lineOf(text: string, needle: string | undefined): { line: number; column: number } {
  const index = needle === undefined ? -1 : text.indexOf(needle);
  if (index < 0) return { line: 1, column: 1 };
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
