import { DiagnosticCode } from '../diagnostics/codes';
import type { DiagnosticText } from '../diagnostics/create';
import type { DiagnosticFix } from '../types';

/**
 * What the tracer's diagnostics say (M1, M3, M6, S4), in one place for both engines: each
 * function gives the text, the engine locates it.
 */

/** What WebMCP hosts accept and what MCP relays pass through unchanged (the guide's M3). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_]{1,128}$/;

/** M6: a computed key (its source text `keyText`) that is not a string constant. */
export function computedKeyText(keyText: string): DiagnosticText {
  return invalidKeyText(
    `The computed key ${keyText} is not a string constant, so the tool name is unknown at build time`,
  );
}

/** M6: a `__proto__` key. */
export function protoKeyText(): DiagnosticText {
  return invalidKeyText(
    '"__proto__" cannot name a tool: in an object literal it sets the prototype instead of adding a key',
  );
}

/** M3 when `name` is not a valid tool name. */
export function invalidToolNameText(name: string): DiagnosticText | undefined {
  if (TOOL_NAME_PATTERN.test(name)) return undefined;
  const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return {
    code: DiagnosticCode.InvalidName,
    severity: 'error',
    message: `Tool name "${shown}" is invalid: use only letters, digits and _ (1 to 128 characters)`,
    hint: `Rename it, e.g. ${suggestToolName(name)}: hosts reject other characters, and MCP relays rewrite - and . to _`,
    toolName: name,
  };
}

/** A valid camelCase name close to `name` (`get-user-info` → `getUserInfo`). */
function suggestToolName(name: string): string {
  const camel = name.replace(/[^A-Za-z0-9_]+([A-Za-z0-9_]?)/g, (_, next: string) => next.toUpperCase());
  return camel.slice(0, 128) || 'myTool';
}

function invalidKeyText(message: string): DiagnosticText {
  return {
    code: DiagnosticCode.InvalidKey,
    severity: 'error',
    message,
    hint: 'Use a plain key ({ search }) or a computed key from a string constant (const SEARCH = "search"; { [SEARCH]: search })',
  };
}

const DEFAULT_HINT =
  'Register a function defined in this project: a key of an object literal ({ search }), a named export of a module passed as `import * as api`, or a class method with withWebMcpTools';

/** What an M1 says: who (`name`, or "This value" for a map), why, and the fix. */
export function untraceableText(name: string | undefined, reason: string, hint?: string): DiagnosticText {
  const subject = name === undefined ? 'This value' : `Tool "${name}"`;
  return {
    code: DiagnosticCode.Untraceable,
    severity: 'error',
    message: `${subject} cannot be traced to a function definition: ${reason}`,
    hint: hint ?? DEFAULT_HINT,
  };
}

// React calls these itself; they are never tools even when documented or listed.
export const REACT_OWN_MEMBERS = new Set([
  'render',
  'constructor',
  'setState',
  'forceUpdate',
  'componentDidMount',
  'componentDidUpdate',
  'componentWillUnmount',
  'shouldComponentUpdate',
  'getSnapshotBeforeUpdate',
  'componentDidCatch',
  'componentWillMount',
  'componentWillReceiveProps',
  'componentWillUpdate',
  'UNSAFE_componentWillMount',
  'UNSAFE_componentWillReceiveProps',
  'UNSAFE_componentWillUpdate',
]);

/** M7: `withWebMcpTools` is given something other than a named class (`message` says what). */
export function invalidClassTargetText(message: string): DiagnosticText {
  return {
    code: DiagnosticCode.InvalidClassTarget,
    severity: 'error',
    message,
    hint: 'Declare a named class and make withWebMcpTools the innermost HOC: export default connect(mapState)(withWebMcpTools(MyComponent))',
  };
}

/** M9: a key written twice in one object literal (`line`: the first one's), TS1117 when both are plain properties. */
export function duplicateKeyText(name: string, line: number, plain: boolean): DiagnosticText {
  return {
    code: DiagnosticCode.DuplicateKey,
    severity: 'error',
    message: `"${name}" is a key of this object literal twice (first on line ${line}): TypeScript rejects that${plain ? ' (TS1117)' : ''}, and the earlier value is silently dropped`,
    hint: 'Rename one of the two keys (each tool needs its own name), or remove the one you did not mean',
    toolName: name,
  };
}

/** S4: the default export of `moduleName` is skipped by a namespace import (`named`: the fix, where there is one). */
export function defaultExportText(
  moduleName: string,
  named: { hint: string; fix?: DiagnosticFix } | undefined,
): DiagnosticText {
  return {
    code: DiagnosticCode.DefaultExport,
    severity: 'warning',
    message: `The default export of ${moduleName} is not registered: a namespace import registers named exports only, and the SDK skips "default"`,
    hint: named?.hint ?? 'Export the function by name (export function myTool…) instead of as the default',
    ...(named?.fix && { fix: named.fix }),
  };
}
