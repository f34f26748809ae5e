// The argument and result types of the CLI's own MCP tools, written for the agent that reads
// their schemas: the CLI's build derives the tools' JSON Schemas from them with the core's
// extractor (`mcp-tool-schemas.plugin.ts`), as the build plugins derive a page's. Each result
// type is what the handler returns, checked by TypeScript against the reports it is built from.

/** What both tools take. */
export interface PathArgument {
  /**
   * A file or folder inside the project, relative to the project root; only its tools and problems are returned. Default: the whole project.
   */
  path?: string;
}

/** A position in the project. */
export interface ToolLocation {
  /** File relative to the project root, `/`-separated. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

/** One WebMCP tool as the page registers it. */
export interface ListedTool {
  /** The tool name. */
  name: string;
  /** `@title`, else the name. */
  title: string;
  /** What the agent reads. */
  description: string;
  /** The input JSON Schema. */
  inputSchema: object;
  /** The result's JSON Schema, when the build derives output schemas. */
  outputSchema?: object;
  /** The hints registered with the tool. */
  annotations: {
    /** `@readonly`. */
    readOnlyHint: boolean;
    /** `@untrusted`: its results carry content from outside the app. */
    untrustedContentHint: boolean;
    /** `@consequential`: an action the user would want to confirm. */
    consequentialHint: boolean;
    /** `@debugging`: a tool for developer tooling. */
    debugging: boolean;
  };
  /** Which call registers it. */
  kind: 'global' | 'hook' | 'class';
  /** `file:line` of the tool function, relative to the project root. */
  definition: string;
}

/** What `list_tools` returns: the project's tools manifest (`webmcp-nexus list --json`). */
export interface ListToolsResult {
  /** Absolute project directory. */
  root: string;
  /** Every tool, ordered by name then definition. */
  tools: ListedTool[];
}

/** One problem `check_tools` found. */
export interface CheckedProblem extends ToolLocation {
  /** Stable code, e.g. M2 (see the skill's table of codes). */
  code: string;
  /** Errors fail the build; warnings do not. */
  severity: 'error' | 'warning';
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  hint: string;
  /** The tool concerned, when the problem is about one tool as a whole. */
  toolName?: string;
}

/** What `check_tools` returns (`webmcp-nexus check --json`). */
export interface CheckToolsResult {
  /** Absolute project directory. */
  root: string;
  /** No errors (warnings allowed): the build would pass. */
  ok: boolean;
  /** The counts. */
  summary: {
    /** Distinct tool names. */
    tools: number;
    /** Registering calls (a tool registered by two calls counts twice). */
    registrations: number;
    /** Error diagnostics. */
    errors: number;
    /** Warning diagnostics. */
    warnings: number;
  };
  /** Every problem, ordered by file, line and column. */
  diagnostics: CheckedProblem[];
  /** Every registration of a tool. */
  tools: {
    /** The tool name. */
    name: string;
    /** Which call registers it. */
    kind: 'global' | 'hook' | 'class';
    /** Where the registering call is. */
    callSite: ToolLocation;
    /** Where the tool function is defined. */
    definition: ToolLocation;
  }[];
}
