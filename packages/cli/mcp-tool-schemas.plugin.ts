// How the CLI's own MCP tools get their JSON Schemas: derived at build time from the handlers'
// JSDoc and parameter and return types by the core's extractor, the one the build plugins run
// on users' apps, instead of being written by hand beside the types they describe.
import { join } from 'node:path';
import { createExtractor, formatDiagnostic, type WebMcpSchema } from '@webmcp-nexus/core';

/** The module the server imports the derived schemas from (`src/mcp/own-tools/own-tool-schemas.d.ts`). */
const MODULE_ID = 'webmcp-nexus:own-tool-schemas';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The file whose `registerGlobalTools(OWN_TOOLS)` the extractor reads, as it reads an app's call sites. */
const OWN_TOOL_REGISTRATION = 'src/mcp/own-tools/own-tool-registration.ts';

/** What the extractor derives for the CLI's own tools: each schema by tool name, and the files it read. */
export function deriveOwnToolSchemas(packageDir: string): {
  schemas: Record<string, WebMcpSchema>;
  dependencies: string[];
} {
  const extractor = createExtractor({ root: packageDir, outputSchema: true });
  const result = extractor.extractFile(join(packageDir, OWN_TOOL_REGISTRATION));
  // The CLI's own tools meet the bar it sets for users: not one problem, warnings included.
  if (result.diagnostics.length > 0) {
    const problems = result.diagnostics.map((diagnostic) =>
      formatDiagnostic(diagnostic, { root: packageDir }),
    );
    throw new Error(`the CLI's own MCP tools have problems:\n${problems.join('\n\n')}`);
  }
  const schemas = Object.fromEntries(result.tools.map((tool) => [tool.name, tool.schema]));
  return { schemas, dependencies: result.dependencies };
}

/** A Rolldown (tsdown) and Vite (vitest) plugin that serves `webmcp-nexus:own-tool-schemas`. */
export function ownToolSchemas(packageDir: string) {
  return {
    name: 'webmcp-nexus-own-tool-schemas',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (id !== RESOLVED_ID) return undefined;
      const { schemas, dependencies } = deriveOwnToolSchemas(packageDir);
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(schemas)};\n`;
    },
  };
}
