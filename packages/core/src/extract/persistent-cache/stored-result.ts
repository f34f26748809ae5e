import type { CallSiteResult } from '../merge-results';
import type { StoredExtraction, StoredProject } from './entries';

/**
 * Whether a result read from the persistent cache is one the extractor could have written, in the
 * parts a build plugin turns into code: a delivery slot's `at` (a non-negative integer offset) and
 * `key` (an identifier or a tool name); and in its shape, so that nothing downstream meets what it cannot handle. A cache folder
 * can be shared or restored (CI caches across branches, a copied `node_modules`): an entry is data,
 * never code, and anything else is a miss. Schemas and texts need no such check: they reach the
 * bundle only through `JSON.stringify`, made safe for embedding.
 */
function isWellFormedResult(value: unknown): value is CallSiteResult {
  if (!isRecord(value)) return false;
  return (
    isArrayOf(value.tools, isWellFormedTool) &&
    isArrayOf(value.diagnostics, isWellFormedDiagnostic) &&
    isArrayOf(value.files, isString)
  );
}

/** Whether a stored call-site entry has the shape `openPersistentCache` writes (its result checked as above). */
export function isWellFormedExtraction(value: unknown): value is StoredExtraction {
  if (!isRecord(value)) return false;
  return (
    isString(value.file) &&
    isRecordOf(value.inputs, (hash) => hash === null || isString(hash)) &&
    isArrayOf(value.lookups, isString) &&
    isRecordOf(value.leftOut, isString) &&
    (value.stamps === undefined || isRecordOf(value.stamps, Array.isArray)) &&
    (value.folders === undefined ||
      isRecordOf(value.folders, (listing) => listing === null || isString(listing))) &&
    isWellFormedResult(value.result)
  );
}

/** Whether a stored project scan has the shape the checks read (its call sites' results are checked entry by entry). */
export function isWellFormedProject(value: unknown): value is StoredProject {
  if (!isRecord(value)) return false;
  return (
    isRecordOf(value.configInputs, (hash) => hash === null || isString(hash)) &&
    isArrayOf(value.configLookups, isString) &&
    isArrayOf(value.fileNames, isString) &&
    isArrayOf(value.listing, isString) &&
    isArrayOf(value.callSites, isString) &&
    isArrayOf(
      value.sourceFolders,
      (folder) => isRecord(folder) && isString(folder.folder) && typeof folder.recursive === 'boolean',
    ) &&
    isArrayOf(value.diagnostics, isWellFormedDiagnostic) &&
    (value.fileFacts === undefined || isRecordOf(value.fileFacts, Array.isArray))
  );
}

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
/** The tool names hosts accept (M3); a delivery key is one, or a class member's identifier. */
const TOOL_NAME = /^[A-Za-z0-9_]{1,128}$/;
const TOOL_KINDS = new Set(['global', 'hook', 'class']);

function isWellFormedTool(tool: unknown): boolean {
  if (!isRecord(tool)) return false;
  return (
    isString(tool.name) &&
    TOOL_KINDS.has(tool.kind as string) &&
    isLocation(tool.callSite) &&
    isLocation(tool.definition) &&
    isRecord(tool.schema) &&
    isString(tool.schema.description) &&
    isRecord(tool.schema.inputSchema) &&
    isWellFormedDelivery(tool.delivery) &&
    isArrayOf(tool.dependencies, isString)
  );
}

function isWellFormedDelivery(delivery: unknown): boolean {
  if (!isRecord(delivery) || !isOffset(delivery.at)) return false;
  return (
    delivery.key === undefined ||
    (isString(delivery.key) && (TOOL_NAME.test(delivery.key) || IDENTIFIER.test(delivery.key)))
  );
}

function isWellFormedDiagnostic(diagnostic: unknown): boolean {
  if (!isRecord(diagnostic)) return false;
  return (
    isString(diagnostic.code) &&
    (diagnostic.severity === 'error' || diagnostic.severity === 'warning') &&
    isString(diagnostic.message) &&
    isString(diagnostic.hint) &&
    isLocation(diagnostic) &&
    (diagnostic.toolName === undefined || isString(diagnostic.toolName)) &&
    (diagnostic.fix === undefined || isWellFormedFix(diagnostic.fix))
  );
}

function isWellFormedFix(fix: unknown): boolean {
  if (!isRecord(fix) || !isString(fix.text) || !Array.isArray(fix.range) || fix.range.length !== 2)
    return false;
  const [start, end] = fix.range;
  return isOffset(start) && isOffset(end) && start <= end;
}

function isLocation(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.file) &&
    isPositiveInteger(value.line) &&
    isPositiveInteger(value.column)
  );
}

function isOffset(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isPositiveInteger(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isArrayOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(check);
}

function isRecordOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return isRecord(value) && Object.values(value).every(check);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
