export { compareText } from './compare-text';
export { type CallSiteSlot, planCallSiteSlots } from './delivery/call-site-slots';
export {
  DIAGNOSTIC_SCOPES,
  DiagnosticCode,
  type DiagnosticCodeValue,
  type DiagnosticScope,
  diagnosticScope,
} from './diagnostics/codes';
export { type FormatDiagnosticOptions, formatDiagnostic } from './diagnostics/format';
export { diagnosticKey, sortedUniqueDiagnostics } from './diagnostics/order';
export {
  createSchemaService,
  type SchemaService,
  type SchemaServiceOptions,
  type SchemaServiceStats,
} from './extract/schema-service';
export { createExtractor } from './extractor';
export type { JsonObjectSchema, JsonSchema, JsonSchemaTypeName } from './json-schema';
export type { LintCacheOptions } from './lints/lint-findings';
export {
  applyRuleSettings,
  isConfigurableCode,
  type LintOptions,
  type RuleSetting,
} from './lints/lint-rules';
export { type LintRunOptions, lintExtractResult } from './lints/lint-tools';
export { findSubsetViolations, type SubsetViolation } from './lints/schema-subset';
export { type LiveToolsEndpoint, liveToolsEndpoint } from './live-tools/live-tools-endpoint';
export { countTools, formatToolCount, type ToolCount } from './manifest/tool-count';
export {
  buildToolsManifest,
  type ManifestAnnotations,
  type ManifestTool,
  type RegisteredTool,
  serializeToolsManifest,
  TOOLS_MANIFEST_FILE,
  type ToolsManifest,
  toRegisteredTool,
  toWebMcpEvalsSchema,
} from './manifest/tools-manifest';
export {
  type ExtractionOptions,
  extractorOptions,
  type ResolvedExtractionOptions,
  resolveExtractionOptions,
} from './options/extraction-options';
export { PROJECT_CONFIG_FILE, type ProjectConfig, readProjectConfig } from './options/project-config-file';
export { mentionsSdk } from './project/prefilter';
export { toProjectPath } from './project-path';
export { readTextFile } from './read-text-file';
export { type OxcToolkit, oxcToolkit } from './syntax/oxc-toolkit';
export { TOOL_NAME_PATTERN } from './trace/trace-texts';
export type {
  Diagnostic,
  DiagnosticFix,
  ExtractedTool,
  Extractor,
  ExtractorOptions,
  ExtractResult,
  Severity,
  SourceLocation,
  ToolDelivery,
  ToolKind,
  WebMcpSchema,
} from './types';
