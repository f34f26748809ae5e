export { DiagnosticCode, type DiagnosticCodeValue } from './diagnostics/codes';
export { type FormatDiagnosticOptions, formatDiagnostic } from './diagnostics/format';
export { diagnosticKey, sortedUniqueDiagnostics } from './diagnostics/order';
export { createExtractor } from './extractor';
export type { JsonObjectSchema, JsonSchema, JsonSchemaTypeName } from './json-schema';
export { mentionsSdk } from './project/prefilter';
export { TOOL_NAME_PATTERN } from './trace/tool-names';
export type {
  Diagnostic,
  ExtractedTool,
  Extractor,
  ExtractorOptions,
  ExtractResult,
  InjectionTarget,
  Severity,
  SourceLocation,
  ToolKind,
  WebMcpSchema,
} from './types';
