import { DiagnosticCode } from '../diagnostics/codes';
import type { JsonSchema } from '../json-schema';
import type { Diagnostic } from '../types';
import type { ToolLintContext } from './lint-context';
import { findCatastrophicLoop } from './regex-ambiguity';

/**
 * L7: a field's `pattern` (from `@pattern` or zod's `.regex()`) on which a backtracking matcher
 * can take time exponential in the input's length. The pattern runs on text an agent chooses (the
 * SDK's validator, a host's, the tool's own code): 26 characters of `^(a+)+$` block a page for
 * 300 ms, and each more doubles it.
 */
export function checkPatternBacktracking({ tool, atField }: ToolLintContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { path, pattern } of patternsOf(tool.schema.inputSchema)) {
    const found = findCatastrophicLoop(pattern);
    if (!found) continue;
    const where = path === '' ? 'its input' : `field '${path}'`;
    diagnostics.push({
      code: DiagnosticCode.BacktrackingPattern,
      severity: 'warning',
      message: `Tool '${tool.name}': the pattern of ${where} (/${pattern}/) can take exponential time on an agent's text: ${found.loop} reads the same text in more than one way, and a failing match tries them all`,
      hint: `Give each text one reading: no quantifier directly inside another (${'(a+)+'} → a+) and no alternatives that match the same text under one (${'(\\w|\\d)+'} → \\w+)`,
      ...atField(path),
    });
  }
  return diagnostics;
}

/** Every `pattern` in `schema`, with the path of its field (`tags[]` for an array's items), in document order. */
function patternsOf(schema: JsonSchema): { path: string; pattern: string }[] {
  const found: { path: string; pattern: string }[] = [];
  const visit = (node: JsonSchema, path: string): void => {
    if (typeof node.pattern === 'string') found.push({ path, pattern: node.pattern });
    for (const [key, property] of Object.entries(node.properties ?? {}))
      visit(property, path === '' ? key : `${path}.${key}`);
    if (node.items) visit(node.items, `${path}[]`);
    for (const [index, item] of (node.prefixItems ?? []).entries()) visit(item, `${path}[${index}]`);
    for (const member of node.anyOf ?? []) visit(member, path);
  };
  visit(schema, '');
  return found;
}
