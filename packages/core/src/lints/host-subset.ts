import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic } from '../types';
import type { ToolLintContext } from './lint-context';
import { findSubsetViolations } from './schema-subset';

/**
 * H1: a keyword of the emitted `inputSchema` outside the WebMCP schema subset. A host that
 * validates schemas (the input-validation proposal) rejects the whole registration, so the
 * diagnostic names the tool, the field and the keyword.
 */
export function checkHostSubset({ tool, atField }: ToolLintContext): Diagnostic[] {
  return findSubsetViolations(tool.schema.inputSchema).map((violation) => {
    const where = violation.fieldPath === '' ? 'its input schema' : `field '${violation.fieldPath}'`;
    return {
      code: DiagnosticCode.OutsideSchemaSubset,
      severity: 'warning' as const,
      message: `Tool '${tool.name}': ${where} uses ${violation.used}, which ${violation.reason}; hosts that validate schemas reject the whole tool`,
      hint: violation.hint,
      ...atField(violation.fieldPath),
      toolName: tool.name,
    };
  });
}
