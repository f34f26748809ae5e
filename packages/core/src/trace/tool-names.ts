import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import type { Diagnostic } from '../types';
import { computedKeyText, invalidToolNameText, protoKeyText } from './trace-texts';

/** The tool name a key gives, or why it gives none (an M6 error at the key). */
export function toolNameOfKey(key: ts.PropertyName, checker: ts.TypeChecker): string | Diagnostic {
  const name = staticKeyName(key, checker);
  if (name === undefined) return diagnosticAt(key, computedKeyText(key.getText()));
  if (name === '__proto__') return diagnosticAt(key, protoKeyText());
  return name;
}

/** M3 when `name` is not a valid tool name, located at `node`. */
export function invalidToolNameDiagnostic(name: string, node: ts.Node): Diagnostic | undefined {
  const text = invalidToolNameText(name);
  return text && diagnosticAt(node, text);
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
