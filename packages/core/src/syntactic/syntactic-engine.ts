import { DiagnosticCode } from '../diagnostics/codes';
import { sortedFiles, sortedTools, sortedUniqueDiagnostics } from '../diagnostics/order';
import type { CallSiteResult } from '../extract/merge-results';
import type { FolderRead } from '../folder-listing';
import { isInNodeModules, toAbsolutePosixPath } from '../project/paths';
import { mentionsSdk } from '../project/prefilter';
import { readTextFile } from '../read-text-file';
import type { AstNode } from '../syntax/ast';
import { children } from '../syntax/ast';
import { type OxcToolkit, oxcToolkit } from '../syntax/oxc-toolkit';
import { keepDistinctEntries, overriddenText } from '../trace/duplicate-names';
import { withoutSharedSlots } from '../trace/shared-slots';
import type { Diagnostic, ExtractedTool } from '../types';
import { type AmbientDeclarations, addAmbientDeclarations, checkAmbientReach } from './ambient-declarations';
import { SyntacticBail } from './bail';
import { buildProgramGraph, importClosure, type ProgramGraph } from './program-closure';
import { readProjectConfig, readTsconfigProblems } from './project-config';
import { guardProject, resolvedFile } from './project-guard';
import { createProjectIndex, type ProjectIndex, type Provenance } from './project-index';
import { type BuiltSchema, buildToolSchema } from './tool-schema';
import { findSdkCalls, traceCallArgument } from './trace-calls';
import { traceClassCall } from './trace-classes';
import type { Entry, TraceContext } from './trace-context';
import { TypeEvaluator } from './type-evaluator';

/** Options of `createSyntacticEngine` (the extractor's, minus what only the checker engine needs). */
export interface SyntacticEngineOptions {
  /** Project root (absolute); the tsconfig is looked up from here upwards, as the checker engine does. */
  root: string;
  /** The tsconfig, absolute or relative to `root`. @default looked up from `root` */
  tsconfig?: string;
  /** `ExtractorOptions.outputSchema`: derive output schemas too (the engine bails on it for now). @default false */
  outputSchema?: boolean;
  /** oxc's parser and resolver when the host carries them (Vite 8 / Rolldown); else the core's own are loaded. */
  oxc?: Partial<OxcToolkit>;
}

/**
 * Why the engine left a call-site file to the checker engine: a short stable reason (counted by
 * the bench, e.g. `type:generic`, `tsconfig:extends`), plus where and what, for people.
 */
export interface Bail {
  bail: string;
  /** What exactly was met (`Page<User>` at src/api.ts:12:3). Free text: never compare it. */
  detail?: string;
}

/** What the engine extracts from one call-site file (sorted and de-duplicated as `mergedResult` sorts them). */
export type SyntacticResult = CallSiteResult;

/** The checker engine's answer for a call-site file, or a bail. */
export type SyntacticExtraction = SyntacticResult | Bail;

/** A syntactic engine over one project: per-file scopes kept warm across calls. */
export interface SyntacticEngine {
  /**
   * The tools registered by the SDK calls of `file` (absolute or relative to `root`; `code`
   * replaces its text on disk), or why the engine cannot prove its answer identical to the
   * checker engine's. Never throws.
   */
  extractFile(file: string, code?: string): SyntacticExtraction;
  /** A file changed, appeared or was deleted: forget what was read of it. */
  fileChanged(file: string): void;
  /**
   * The tsconfig's own problems (P1, P2), exactly as the checker engine reports them, or
   * `undefined` when only TypeScript can word them (see `readTsconfigProblems`). Read anew each call.
   */
  projectDiagnostics(): Diagnostic[] | undefined;
  /** What every answer given so far was derived from; undefined while none read the project. */
  provenance(): SyntacticProvenance | undefined;
}

/** What the engine's answers so far were derived from (the persistent cache stores it with them). */
export interface SyntacticProvenance {
  /** Every file read (see `Provenance`). */
  reads: Provenance['reads'];
  /** The folders whose entries shaped an answer, as read: those listed for the tsconfig's files and those module resolution probed. */
  folders: Map<string, FolderRead>;
  /** The tsconfig files read. */
  configFiles: string[];
}

/** A listing no folder has: what was derived while a folder changed is never served again. */
const CHANGED_WHILE_READ = '\0changed while read';

/** Whether an answer is a bail. */
export function isBail(extraction: SyntacticExtraction): extraction is Bail {
  return 'bail' in extraction;
}

// Diagnostics after which the checker engine redoes the extraction in the whole program.
const WIDENING_CODES = new Set<string>([
  DiagnosticCode.Untraceable,
  DiagnosticCode.ParameterNotObject,
  DiagnosticCode.UnresolvedType,
]);

/** Creates the engine. Nothing is read, and oxc is not loaded, until the first `extractFile`. */
export function createSyntacticEngine(options: SyntacticEngineOptions): SyntacticEngine {
  const root = toAbsolutePosixPath(options.root);
  const toolkit = oxcToolkit(options.oxc);
  let project: ProjectIndex | undefined;
  let ambient: AmbientDeclarations | undefined;

  function projectIndex(): ProjectIndex {
    project ??= createProjectIndex(toolkit, readProjectConfig(root, options.tsconfig));
    return project;
  }

  function extract(file: string, code: string | undefined): SyntacticResult {
    const text = code ?? readTextFile(file);
    if (text === undefined || !mentionsSdk(text)) return { tools: [], diagnostics: [], files: [] };
    if (options.outputSchema) throw new SyntacticBail('option:output-schema');
    const index = projectIndex();
    if (code !== undefined && index.text(file) !== code) index.setText(file, code);
    ambient ??= guardProject(index);
    return extractCallSite(index, file, ambient);
  }

  return {
    extractFile(fileName, code) {
      const file = toAbsolutePosixPath(fileName, root);
      try {
        return extract(file, code);
      } catch (error) {
        if (error instanceof SyntacticBail)
          return { bail: error.reason, ...(error.detail ? { detail: error.detail } : {}) };
        return {
          bail: 'engine:internal-error',
          detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
      }
    },
    projectDiagnostics: () => readTsconfigProblems(root, options.tsconfig),
    provenance() {
      if (!project) return undefined;
      const { reads, probedFolders } = project.provenance();
      const folders = new Map(project.config.listedFolders());
      // A folder seen twice with different entries (one changed in between): no listing matches both.
      for (const [folder, read] of probedFolders) {
        const earlier = folders.get(folder);
        folders.set(
          folder,
          earlier && earlier.listing !== read.listing
            ? { listing: CHANGED_WHILE_READ, stamp: undefined }
            : read,
        );
      }
      return { reads, folders, configFiles: project.config.configFiles };
    },
    fileChanged(fileName) {
      const file = toAbsolutePosixPath(fileName, root);
      if (!project) return;
      if (/(^|\/)tsconfig[^/]*\.json$/.test(file) || project.config.configPath === file) {
        project = undefined;
        ambient = undefined;
        return;
      }
      const existed = project.text(file) !== undefined;
      project.setText(file, undefined);
      if (existed !== (project.text(file) !== undefined)) project.resetResolution();
      ambient = undefined;
    },
  };
}

/** The extraction of one call-site file (the checker engine's `extractCallSiteFile`). */
function extractCallSite(
  project: ProjectIndex,
  file: string,
  rootAmbient: AmbientDeclarations,
): SyntacticResult {
  project.startLog(rootAmbient.globalNames);
  const scope = project.scope(file);
  const context: TraceContext = { project, diagnostics: [], visitedFiles: new Set([file]) };
  const evaluator = new TypeEvaluator(project);
  const built = new Map<string, BuiltSchema>();
  const pendingTools: { entry: Entry; kind: ExtractedTool['kind']; call: AstNode; built: BuiltSchema }[] = [];
  for (const call of findSdkCalls(scope)) {
    const entries: Entry[] = [];
    if (call.kind === 'class') entries.push(...traceClassCall(call, scope.file, context));
    else
      for (const argument of children(call.node, 'arguments'))
        entries.push(...traceCallArgument(argument, scope.file, context));
    const view = (entry: Entry) => ({
      name: entry.name,
      fn: entry.definition.fn,
      key: entry.key.file.locate(entry.key.node.start),
      branches: entry.branches,
      literal: entry.literal,
    });
    const distinct = keepDistinctEntries(entries, view, (earlier, later) => {
      context.diagnostics.push({ ...overriddenText(view(earlier), view(later)), ...view(earlier).key });
    });
    for (const entry of distinct) {
      const { fn, docNode, file: definitionFile } = entry.definition;
      const key = [definitionFile.fileName, fn.start, docNode.start, entry.name].join('\0');
      let schema = built.get(key);
      if (!schema) {
        schema = buildToolSchema(entry.definition, entry.name, project, evaluator);
        built.set(key, schema);
      }
      context.diagnostics.push(...schema.diagnostics);
      for (const visited of schema.files) context.visitedFiles.add(visited);
      pendingTools.push({ entry, kind: call.kind, call: call.node, built: schema });
    }
  }
  const widened = context.diagnostics.some((diagnostic) => WIDENING_CODES.has(diagnostic.code));
  let graph: ProgramGraph | undefined;
  const closureOf = (files: Iterable<string>) => {
    graph ??= buildProgramGraph(project, file, [], widened);
    return importClosure(graph, files);
  };
  const tools: ExtractedTool[] = [];
  for (const { entry, kind, call, built: schema } of pendingTools) {
    if (!schema.schema) continue;
    const dependencies = sortedFiles([...entry.definition.files, ...closureOf(schema.files)]);
    tools.push({
      name: entry.name,
      kind,
      callSite: scope.file.locate(call.start),
      definition: entry.definition.file.locate(entry.definition.nameNode.start),
      schema: schema.schema,
      delivery: entry.delivery,
      dependencies,
    });
  }
  const files = new Set(context.visitedFiles);
  for (const tool of tools) for (const dependency of tool.dependencies) files.add(dependency);
  for (const diagnostic of context.diagnostics) files.add(diagnostic.file);
  // The checker reports every syntax error of what it read (M8): a file the engine did not parse yet is parsed here.
  for (const read of files) if (!isInNodeModules(read)) project.parsed(read);
  // Global names and `declare module` blocks of the program (Next's `.next/types`): a bail only if reached.
  graph ??= buildProgramGraph(project, file, [], widened);
  checkAmbientReach(withProgramAmbient(project, rootAmbient, graph), project.log, files);
  const delivered = withoutSharedSlots(tools, context.diagnostics);
  return {
    tools: sortedTools(delivered),
    diagnostics: sortedUniqueDiagnostics(context.diagnostics),
    files: sortedFiles(files),
  };
}

/** The ambient declarations of the tsconfig's roots and of every project file in the call site's program. */
function withProgramAmbient(
  project: ProjectIndex,
  rootAmbient: AmbientDeclarations,
  graph: ProgramGraph,
): AmbientDeclarations {
  const ambient: AmbientDeclarations = {
    globalNames: new Set(rootAmbient.globalNames),
    modules: [...rootAmbient.modules],
  };
  for (const file of graph.files) {
    if (isInNodeModules(file)) continue;
    const scope = project.scope(file);
    if (scope.unmodelled.some((kind) => kind === 'declare global' || kind === 'declare module'))
      addAmbientDeclarations(ambient, scope, (specifier) => resolvedFile(project, specifier, file));
  }
  return ambient;
}
