import { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { Diagnostic } from '../types';

/** What WebMCP hosts accept and what MCP relays pass through unchanged (the guide's M3). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_]{1,128}$/;

/** The tool name a key gives, or why it gives none (an M6 error at the key). */
export function toolNameOfKey(key: ts.PropertyName, checker: ts.TypeChecker): string | Diagnostic {
  const name = staticKeyName(key, checker);
  if (name === undefined) {
    return invalidKey(
      key,
      `The computed key ${key.getText()} is not a string constant, so the tool name is unknown at build time`,
    );
  }
  if (name === '__proto__') {
    return invalidKey(
      key,
      '"__proto__" cannot name a tool: in an object literal it sets the prototype instead of adding a key',
    );
  }
  return name;
}

/** M3 when `name` is not a valid tool name, located at `node`. */
export function invalidToolNameDiagnostic(name: string, node: ts.Node): Diagnostic | undefined {
  if (TOOL_NAME_PATTERN.test(name)) return undefined;
  const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return diagnosticAt(node, {
    code: DiagnosticCode.InvalidName,
    severity: 'error',
    message: `Tool name "${shown}" is invalid: use only letters, digits and _ (1 to 128 characters)`,
    hint: `Rename it, e.g. ${suggestToolName(name)}: hosts reject other characters, and MCP relays rewrite - and . to _`,
    toolName: name,
  });
}

/** A valid camelCase name close to `name` (`get-user-info` → `getUserInfo`). */
function suggestToolName(name: string): string {
  const camel = name.replace(/[^A-Za-z0-9_]+([A-Za-z0-9_]?)/g, (_, next: string) => next.toUpperCase());
  return camel.slice(0, 128) || 'myTool';
}

function staticKeyName(key: ts.PropertyName, checker: ts.TypeChecker): string | undefined {
  if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
    return key.text;
  if (ts.isNumericLiteral(key)) return String(Number(key.text));
  if (!ts.isComputedPropertyName(key)) return undefined;
  const type = checker.getTypeAtLocation(key.expression);
  if (type.isStringLiteral()) return type.value;
  if (type.isNumberLiteral()) return String(type.value);
  return undefined;
}

function invalidKey(key: ts.Node, message: string): Diagnostic {
  return diagnosticAt(key, {
    code: DiagnosticCode.InvalidKey,
    severity: 'error',
    message,
    hint: 'Use a plain key ({ search }) or a computed key from a string constant (const SEARCH = "search"; { [SEARCH]: search })',
  });
}
