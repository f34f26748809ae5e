import { compareText } from '../compare-text';
import type { JsonObjectSchema } from '../json-schema';
import { toProjectPath } from '../project-path';
import type { ExtractedTool, ToolKind, WebMcpSchema } from '../types';

/** The file a production build writes beside its output, and the shape `webmcp-nexus list --json` prints. */
export const TOOLS_MANIFEST_FILE = 'webmcp-tools.json';

/** The annotations the SDK registers with every tool (`registerTool({ annotations })`). */
export interface ManifestAnnotations {
  readOnlyHint: boolean;
  untrustedContentHint: boolean;
  consequentialHint: boolean;
  /** `@debugging`: a tool for developer tooling, filtered out by end-user agents. */
  debugging: boolean;
}

/**
 * One tool as the page registers it (`registerTool`): the one description of "a registered tool".
 * The SDK registers exactly this (its `RegisteredToolInfo` plus the owner) without importing the
 * core: a contract test in the SDK (`test/registered-tool-contract.test.ts`) pins its type to this
 * one and its `toToolInfo` to `toRegisteredTool` below.
 */
export interface RegisteredTool {
  name: string;
  /** `@title`, else the tool name. */
  title: string;
  /** The JSDoc description, else the tool name (hosts refuse an empty description). */
  description: string;
  inputSchema: JsonObjectSchema;
  /** The result's schema, when the build derives output schemas (the `outputSchema` option). */
  outputSchema?: JsonObjectSchema;
  annotations: ManifestAnnotations;
}

/** One tool as the page registers it, and where it comes from. */
export interface ManifestTool extends RegisteredTool {
  kind: ToolKind;
  /** `file:line` of the tool function, relative to the project root, `/`-separated. */
  definition: string;
}

/** How the page registers the tool `name` whose `__webmcpSchema` is `schema`. */
export function toRegisteredTool(name: string, schema: WebMcpSchema): RegisteredTool {
  return {
    name,
    title: schema.title ?? name,
    description: schema.description || name,
    inputSchema: schema.inputSchema,
    ...(schema.outputSchema ? { outputSchema: schema.outputSchema } : {}),
    annotations: {
      readOnlyHint: schema.readOnly === true,
      untrustedContentHint: schema.untrustedContent === true,
      consequentialHint: schema.consequential === true,
      debugging: schema.debugging === true,
    },
  };
}

/** `webmcp-tools.json`: every tool of the app, ordered by name then definition. */
export interface ToolsManifest {
  tools: ManifestTool[];
}

/**
 * The manifest of `tools` (absolute definition paths) for the project at `root`. A function
 * registered by several calls is listed once; two different functions under one name are both
 * listed (the CLI's N1 reports them). Deterministic: the same tools give the same manifest.
 */
export function buildToolsManifest(tools: readonly ExtractedTool[], root: string): ToolsManifest {
  const byDefinition = new Map<string, ManifestTool>();
  for (const tool of tools) {
    const definition = `${toProjectPath(root, tool.definition.file)}:${tool.definition.line}`;
    const key = `${tool.name}\0${definition}`;
    if (!byDefinition.has(key)) byDefinition.set(key, toManifestTool(tool, definition));
  }
  const ordered = [...byDefinition.values()].sort(
    (a, b) => compareText(a.name, b.name) || compareDefinitions(a.definition, b.definition),
  );
  return { tools: ordered };
}

/** The manifest as its file holds it: two-space JSON and a final line break. */
export function serializeToolsManifest(manifest: ToolsManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The `schema.json` that Google's `webmcp-evals` CLI reads (`webmcp-evals local -t schema.json`). */
export function toWebMcpEvalsSchema(manifest: ToolsManifest): {
  tools: { name: string; description: string; inputSchema: JsonObjectSchema }[];
} {
  return {
    tools: manifest.tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  };
}

function toManifestTool(tool: ExtractedTool, definition: string): ManifestTool {
  return { ...toRegisteredTool(tool.name, tool.schema), kind: tool.kind, definition };
}

/** `src/a.ts:9` before `src/a.ts:10`: by file, then line as a number. */
function compareDefinitions(a: string, b: string): number {
  const [fileA, lineA] = splitLine(a);
  const [fileB, lineB] = splitLine(b);
  return compareText(fileA, fileB) || lineA - lineB;
}

function splitLine(definition: string): [string, number] {
  const at = definition.lastIndexOf(':');
  return [definition.slice(0, at), Number(definition.slice(at + 1))];
}
