import path from 'node:path';
import {
  type AstNode,
  child,
  children,
  field,
  identifierName,
  stringValue,
  unwrapExpression,
  walk,
} from '../syntax/ast';
import { findLocalDeclaration, type LocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import {
  defaultExportText,
  duplicateKeyText,
  invalidToolNameText,
  protoKeyText,
  untraceableText,
} from '../trace/trace-texts';
import type { ToolKind } from '../types';
import { bail } from './bail';
import type { ExportEntry, ModuleScope } from './module-scope';
import { namedExportFix } from './named-export-fix';
import type { ProjectIndex, ResolvedName } from './project-index';
import { isReactHook } from './react-hooks';
import {
  type Branch,
  type Delivery,
  diagnosticAt,
  type Entry,
  type Located,
  type SdkCall,
  type TraceContext,
} from './trace-context';
import {
  methodDefinition,
  outerStatement,
  traceFunctionOfExpression,
  traceFunctionOfResolved,
} from './trace-function';
import { resolveValueName } from './value-names';
import { oxcZodSyntax } from './zod/oxc-zod-syntax';
import { ZOD_METHODS } from './zod/zod-methods';

const SDK_MODULE = /^webmcp-nexus-sdk(?:\/|$)/;

const KIND_OF_SDK_FUNCTION: Record<string, ToolKind> = {
  registerGlobalTools: 'global',
  useWebMcpTools: 'hook',
  withWebMcpTools: 'class',
};

const MAP_HINT =
  'Pass an object literal ({ search }), a const bound to one, a namespace import (import * as api), or a conditional of these';

// Nested spreads of consts of spreads…: real maps are shallow, the cap only stops cycles.
const MAX_MAP_DEPTH = 16;

/** The calls of the SDK's registration functions in a file, in document order (see trace/sdk-calls.ts). */
export function findSdkCalls(scope: ModuleScope): SdkCall[] {
  const named = new Map<string, ToolKind>();
  const namespaces = new Set<string>();
  for (const [local, bindings] of scope.locals) {
    for (const binding of bindings) {
      if (binding.kind !== 'import' || !SDK_MODULE.test(binding.specifier) || binding.typeOnly) continue;
      if (field<string>(binding.statement, 'importKind') === 'type') continue;
      if (binding.imported === '*') namespaces.add(local);
      else if (Object.hasOwn(KIND_OF_SDK_FUNCTION, binding.imported))
        named.set(local, KIND_OF_SDK_FUNCTION[binding.imported]);
    }
    // A top-level declaration of the same name beside the import: the checker reports a clash.
    if (bindings.length > 1 && (named.has(local) || namespaces.has(local)))
      bail('call:sdk-name-clash', local);
  }
  if (named.size === 0 && namespaces.size === 0) return [];
  const calls: SdkCall[] = [];
  walk(scope.file.program, (node) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrapExpression(child(node, 'callee')!);
    const name = identifierName(callee);
    if (name !== undefined) {
      const kind = named.get(name);
      if (kind && !findLocalDeclaration(callee, name, 'value')) calls.push({ node, kind });
    } else if (callee.type === 'MemberExpression' && !callee.computed) {
      const object = child(callee, 'object');
      const objectName = identifierName(object);
      const member = identifierName(child(callee, 'property'));
      if (
        objectName !== undefined &&
        member !== undefined &&
        Object.hasOwn(KIND_OF_SDK_FUNCTION, member) &&
        namespaces.has(objectName) &&
        !findLocalDeclaration(object!, objectName, 'value')
      )
        calls.push({ node, kind: KIND_OF_SDK_FUNCTION[member] });
    }
    return undefined;
  });
  return calls;
}

/** Where a map expression sits: files passed to reach it, branches, and whether it is still the call site's own syntax. */
interface MapScope {
  files: readonly string[];
  branches: readonly Branch[];
  /** Undefined while the descent is in the call-site argument's own tree; else the map slot where it left. */
  leftAt?: number;
}

/** Traces one map argument of `registerGlobalTools` / `useWebMcpTools`. */
export function traceCallArgument(argument: AstNode, callFile: ParsedFile, context: TraceContext): Entry[] {
  const entries: Entry[] = [];
  if (argument.type === 'SpreadElement') {
    context.diagnostics.push(
      diagnosticAt(
        { file: callFile, node: argument },
        untraceableText(
          undefined,
          'a spread argument hides which maps are passed',
          'Pass each map as its own argument: registerGlobalTools(userApi, productApi)',
        ),
      ),
    );
    return entries;
  }
  collectMapEntries(argument, callFile, context, { files: [callFile.fileName], branches: [] }, entries, 0);
  for (const entry of entries) for (const file of entry.definition.files) context.visitedFiles.add(file);
  return entries;
}

function reportMap(context: TraceContext, located: Located, reason: string, hint = MAP_HINT): void {
  context.diagnostics.push(diagnosticAt(located, untraceableText(undefined, reason, hint)));
}

function collectMapEntries(
  expression: AstNode,
  file: ParsedFile,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
  depth: number,
): void {
  const map = unwrapExpression(expression);
  if (depth > MAX_MAP_DEPTH) {
    reportMap(context, { file, node: map }, 'it refers to itself');
    return;
  }
  switch (map.type) {
    case 'ObjectExpression':
      reportDuplicateKeys(map, file, context);
      for (const property of children(map, 'properties'))
        collectProperty(property, map, file, context, scope, entries, depth);
      return;
    case 'ConditionalExpression':
      collectMapEntries(child(map, 'consequent')!, file, context, branch(scope, map, 0), entries, depth + 1);
      collectMapEntries(child(map, 'alternate')!, file, context, branch(scope, map, 1), entries, depth + 1);
      return;
    case 'LogicalExpression': {
      // `cond && { a }` yields the map or a falsy value; `a ?? b` and `a || b` yield one of two maps.
      if (map.operator !== '&&')
        collectMapEntries(child(map, 'left')!, file, context, branch(scope, map, 0), entries, depth + 1);
      collectMapEntries(child(map, 'right')!, file, context, branch(scope, map, 1), entries, depth + 1);
      return;
    }
  }
  if (isEmptyValue(map, file)) return;
  const outside = { ...scope, leftAt: scope.leftAt ?? map.start };
  if (map.type === 'Identifier') {
    collectReferencedMap(map, file, context, outside, entries, depth);
    return;
  }
  if (map.type === 'MemberExpression' || map.type === 'ChainExpression')
    bail('map:member-access', describe(file, map));
  if (map.type === 'CallExpression') {
    const memoized = memoizedValue(map, file);
    if (memoized) {
      collectMapEntries(memoized, file, context, outside, entries, depth + 1);
      return;
    }
  }
  if (
    map.type === 'ArrowFunctionExpression' ||
    map.type === 'FunctionExpression' ||
    map.type === 'CallExpression'
  ) {
    reportMap(
      context,
      { file, node: map },
      'a map argument must be an object of tools, not a function or a call result',
      'Pass an object literal whose keys name the tools: registerGlobalTools({ search })',
    );
    return;
  }
  reportMap(
    context,
    { file, node: map },
    'it is not an object literal, a const bound to one, or a namespace import',
  );
}

function collectReferencedMap(
  reference: AstNode,
  file: ParsedFile,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
  depth: number,
): void {
  const name = identifierName(reference)!;
  const located = { file, node: reference };
  const local = findLocalDeclaration(reference, name, 'value');
  if (local) {
    collectLocalMap(local, located, context, scope, entries, depth);
    return;
  }
  const resolved = resolveModuleLevel(context, file, name, reference);
  const files = [...scope.files, ...resolved.aliasFiles];
  for (const aliasFile of resolved.aliasFiles) context.visitedFiles.add(aliasFile);
  const target = resolved.target;
  switch (target.kind) {
    case 'module':
      collectModuleEntries(target.scope, located, context, { ...scope, files }, entries);
      return;
    case 'declarations': {
      const values = target.bindings.filter(
        (binding) => binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias',
      );
      if (values.length !== 1) bail('map:unmodelled-binding', describe(file, reference));
      const [binding] = values;
      if (binding.declarationKind === 'variable') {
        const declared = { file: target.scope.file, node: binding.node };
        collectVariableMap(declared, located, context, { ...scope, files }, entries, depth);
        return;
      }
      if (binding.declarationKind === 'namespace' || binding.declarationKind === 'enum')
        bail('map:namespace-declaration', describe(file, reference));
      reportMap(context, located, 'it is not bound to an object literal or a namespace import');
      return;
    }
    default:
      bail(`map:${target.kind}`, describe(file, reference));
  }
}

function collectLocalMap(
  local: LocalDeclaration,
  reference: Located,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
  depth: number,
): void {
  if (local.kind === 'variable') {
    collectVariableMap(
      { file: reference.file, node: local.node },
      reference,
      context,
      { ...scope, files: [...scope.files] },
      entries,
      depth,
    );
    return;
  }
  if (local.kind === 'parameter') {
    reportMap(context, reference, 'it is a parameter, known only at run time');
    return;
  }
  if (local.kind === 'type' || local.kind === 'type-parameter')
    bail('map:unmodelled-binding', describe(reference.file, reference.node));
  reportMap(context, reference, 'it is not bound to an object literal or a namespace import');
}

/** A map named by a variable: its initializer, in the variable's file. */
function collectVariableMap(
  declared: Located,
  reference: Located,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
  depth: number,
): void {
  const id = child(declared.node, 'id');
  if (id?.type !== 'Identifier') {
    reportMap(context, reference, 'it is a parameter, known only at run time');
    return;
  }
  const initializer = child(declared.node, 'init');
  if (!initializer) {
    reportMap(context, reference, 'it is not bound to an object literal or a namespace import');
    return;
  }
  context.visitedFiles.add(declared.file.fileName);
  collectMapEntries(
    initializer,
    declared.file,
    context,
    { ...scope, files: [...scope.files, declared.file.fileName] },
    entries,
    depth + 1,
  );
}

function collectProperty(
  property: AstNode,
  literal: AstNode,
  file: ParsedFile,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
  depth: number,
): void {
  if (property.type === 'SpreadElement') {
    collectMapEntries(child(property, 'argument')!, file, context, scope, entries, depth + 1);
    return;
  }
  const keyNode = child(property, 'key')!;
  const computed = property.computed === true;
  const key: Located = { file, node: keyNode };
  // TypeScript's computed property name starts at its `[`.
  const keyStart = computed ? property.start : keyNode.start;
  const name = toolNameOfKey(keyNode, computed, file, context);
  if (name === '__proto__') {
    context.diagnostics.push(diagnosticAt(key, protoKeyText(), keyStart));
    return;
  }
  const invalid = invalidToolNameText(name);
  if (invalid) {
    context.diagnostics.push(diagnosticAt(key, invalid, keyStart));
    return;
  }
  if (property.kind === 'get' || property.kind === 'set') {
    context.diagnostics.push(
      diagnosticAt({ file, node: property }, untraceableText(name, 'an accessor is not a function value')),
    );
    return;
  }
  const files = [...scope.files];
  const value = child(property, 'value')!;
  // A method has no value of its own to wrap: the literal is (by name).
  const delivery: Delivery =
    scope.leftAt !== undefined
      ? { at: scope.leftAt, key: name }
      : property.method === true
        ? { at: literal.start, key: name }
        : { at: unwrapExpression(value).start };
  let traced: ReturnType<typeof traceShorthand>;
  if (property.method === true) {
    files.push(file.fileName);
    context.visitedFiles.add(file.fileName);
    traced = methodDefinition(property, file, files);
  } else
    traced =
      property.shorthand === true
        ? traceShorthand(value, file, context, files)
        : traceFunctionOfExpression(value, { kind: 'property', property }, file, context, files, 0);
  if ('reason' in traced) {
    context.diagnostics.push(diagnosticAt(traced.at, untraceableText(name, traced.reason, traced.hint)));
    return;
  }
  entries.push({
    name,
    key: computed ? { file, node: { ...keyNode, start: keyStart } } : key,
    definition: traced,
    branches: scope.branches,
    delivery,
    literal,
  });
}

/** `{ search }`: the value the shorthand names. */
function traceShorthand(value: AstNode, file: ParsedFile, context: TraceContext, files: string[]) {
  const name = identifierName(value)!;
  const local = findLocalDeclaration(value, name, 'value');
  if (local) return traceFunctionOfResolved({ local, file }, { file, node: value }, context, files, 0);
  return traceFunctionOfResolved(
    resolveModuleLevel(context, file, name, value),
    { file, node: value },
    context,
    files,
    0,
  );
}

/** A name bound at the file's top level (or a bail when it is global or unknown). */
export function resolveModuleLevel(
  context: TraceContext,
  file: ParsedFile,
  name: string,
  at: AstNode,
): ResolvedName {
  const scope = context.project.scope(file.fileName);
  const resolved = context.project.resolveLocal(scope, name);
  if (!resolved) bail('name:global', describe(file, at));
  return resolved;
}

/**
 * M9: two members of one object literal with the same name (see trace/duplicate-keys.ts), at the
 * second; a getter and a setter of one name are one property.
 */
function reportDuplicateKeys(literal: AstNode, file: ParsedFile, context: TraceContext): void {
  const seen = new Map<string, AstNode>();
  for (const member of children(literal, 'properties')) {
    if (member.type === 'SpreadElement') continue;
    const key = child(member, 'key')!;
    const computed = member.computed === true;
    const name = toolNameOfKey(key, computed, file, context);
    // A key that names no tool has its own M6.
    if (name === '__proto__') continue;
    const earlier = seen.get(name);
    if (!earlier) {
      seen.set(name, member);
      continue;
    }
    if (
      (earlier.kind === 'get' && member.kind === 'set') ||
      (earlier.kind === 'set' && member.kind === 'get')
    )
      continue;
    const isPlain = (candidate: AstNode) => candidate.kind === 'init' && candidate.method !== true;
    const keyStart = (candidate: AstNode) =>
      candidate.computed === true ? candidate.start : child(candidate, 'key')!.start;
    const { line } = file.locate(keyStart(earlier));
    context.diagnostics.push(
      diagnosticAt(
        { file, node: member },
        duplicateKeyText(name, line, isPlain(earlier) && isPlain(member)),
        keyStart(member),
      ),
    );
  }
}

/** The tool name a key gives (a computed key must be a string constant the engine can read). */
function toolNameOfKey(key: AstNode, computed: boolean, file: ParsedFile, context: TraceContext): string {
  if (!computed) {
    const name = identifierName(key) ?? stringValue(key);
    if (name !== undefined) return name;
    if (key.type === 'Literal' && typeof key.value === 'number') return String(key.value);
    return bail('map:key', describe(file, key));
  }
  const literal = stringValue(key);
  if (literal !== undefined) return literal;
  if (key.type === 'Literal' && typeof key.value === 'number') return String(key.value);
  if (key.type === 'MemberExpression' && key.computed !== true) return enumMemberKey(key, file, context);
  const name = identifierName(key);
  if (name === undefined || findLocalDeclaration(key, name, 'value'))
    return bail('map:computed-key', describe(file, key));
  const resolved = resolveModuleLevel(context, file, name, key);
  const target = resolved.target;
  if (target.kind === 'declarations' && target.bindings.length === 1) {
    const [binding] = target.bindings;
    const declaration = binding.node;
    const statement = declaration.parent;
    const init = child(declaration, 'init');
    if (
      binding.declarationKind === 'variable' &&
      statement?.kind === 'const' &&
      init &&
      child(declaration, 'id')?.type === 'Identifier' &&
      !child(child(declaration, 'id'), 'typeAnnotation')
    ) {
      const value = stringValue(init);
      if (value !== undefined) return value;
    }
  }
  return bail('map:computed-key', describe(file, key));
}

/** `[Names.Archive]` with `enum Names { Archive = 'archive' }`: the member's literal value (the checker's enum literal type). */
function enumMemberKey(key: AstNode, file: ParsedFile, context: TraceContext): string {
  const object = child(key, 'object')!;
  const enumName = identifierName(object);
  const memberName = identifierName(child(key, 'property'));
  if (enumName === undefined || memberName === undefined || findLocalDeclaration(key, enumName, 'value'))
    return bail('map:computed-key', describe(file, key));
  const target = resolveModuleLevel(context, file, enumName, object).target;
  const bindings = target.kind === 'declarations' ? target.bindings : [];
  if (bindings.length !== 1 || bindings[0].declarationKind !== 'enum')
    return bail('map:computed-key', describe(file, key));
  let next: number | undefined = 0;
  for (const member of children(child(bindings[0].node, 'body'), 'members')) {
    const id = child(member, 'id')!;
    const initializer = child(member, 'initializer');
    let value: string | number | undefined;
    if (!initializer) value = next;
    else if (stringValue(initializer) !== undefined) value = stringValue(initializer);
    else if (initializer.type === 'Literal' && typeof initializer.value === 'number')
      value = initializer.value;
    next = typeof value === 'number' ? value + 1 : undefined;
    if ((identifierName(id) ?? stringValue(id)) === memberName) {
      if (value === undefined) break;
      return String(value);
    }
  }
  return bail('map:computed-key', describe(file, key));
}

/** The value a `useMemo(() => value, deps)` call returns, when its factory returns one expression. */
function memoizedValue(call: AstNode, file: ParsedFile): AstNode | undefined {
  const [first] = children(call, 'arguments');
  const factory = first && unwrapExpression(first);
  if (!factory || (factory.type !== 'ArrowFunctionExpression' && factory.type !== 'FunctionExpression'))
    return undefined;
  if (!isReactHook(child(call, 'callee')!, 'useMemo', file)) return undefined;
  const body = child(factory, 'body')!;
  if (body.type !== 'BlockStatement') return body;
  const returns = children(body, 'body').filter((statement) => statement.type === 'ReturnStatement');
  return returns.length === 1 ? child(returns[0], 'argument') : undefined;
}

function branch(scope: MapScope, branching: AstNode, side: number): MapScope {
  return { ...scope, branches: [...scope.branches, { branching, side }] };
}

function isEmptyValue(expression: AstNode, file: ParsedFile): boolean {
  if (expression.type === 'Literal' && (expression.value === null || expression.value === false)) {
    return expression.raw === 'null' || expression.raw === 'false';
  }
  if (identifierName(expression) === 'undefined') {
    // A local named `undefined` is still the checker's `undefined` keyword check (by text).
    return true;
  }
  void file;
  return false;
}

/** Every exported function of a module passed as a namespace (see trace/module-exports.ts). */
function collectModuleEntries(
  module: ModuleScope,
  reference: Located,
  context: TraceContext,
  scope: MapScope,
  entries: Entry[],
): void {
  const barrels = reExportedFiles(module, context);
  for (const barrel of barrels) context.visitedFiles.add(barrel);
  const files = [...scope.files, ...barrels];
  for (const [name, exported] of exportsOfModule(module, context)) {
    const resolved = context.project.resolveExport(module, name);
    if (!isFunctionValue(resolved, reference, context.project)) continue;
    const keyNode = exportNameNode(exported);
    const key = { file: exported.scope.file, node: keyNode };
    if (name === 'default') {
      context.diagnostics.push(defaultExportWarning(exported, key));
      continue;
    }
    const invalid = invalidToolNameText(name);
    if (invalid) {
      context.diagnostics.push(diagnosticAt(key, invalid));
      continue;
    }
    const definitionFiles = [...files];
    const traced = traceFunctionOfResolved(resolved, key, context, definitionFiles, 0);
    if ('reason' in traced) {
      context.diagnostics.push(diagnosticAt(traced.at, untraceableText(name, traced.reason, traced.hint)));
      continue;
    }
    const delivery: Delivery = { at: scope.leftAt ?? reference.node.start, key: name };
    entries.push({ name, key, definition: traced, branches: scope.branches, delivery });
  }
}

/** One export of a module as written: the entry, in the module that writes it (itself, or one behind `export *`). */
interface WrittenExport {
  scope: ModuleScope;
  entry: ExportEntry;
}

/** The module's exports in the checker's order: its own (in statement order), then those of each `export *`. */
function exportsOfModule(module: ModuleScope, context: TraceContext): Map<string, WrittenExport> {
  const found = new Map<string, WrittenExport>();
  const visit = (scope: ModuleScope, viaStar: boolean, seen: Set<string>) => {
    if (seen.has(scope.file.fileName)) return;
    seen.add(scope.file.fileName);
    if (scope.unmodelled.includes('export =')) bail('module:export-equals', scope.file.fileName);
    for (const [name, written] of scope.exports) {
      if (viaStar && name === 'default') continue;
      if (written.length !== 1) bail('name:merged-export', `${name} in ${scope.file.fileName}`);
      const previous = found.get(name);
      if (previous) {
        if (viaStar && previous.scope !== scope)
          bail('name:ambiguous-star', `${name} in ${module.file.fileName}`);
        continue;
      }
      found.set(name, { scope, entry: written[0] });
    }
    for (const star of scope.stars) {
      const target = context.project.resolve(star.specifier, scope.file.fileName);
      if (target.kind !== 'file') bail('map:namespace-star', `${star.specifier} in ${scope.file.fileName}`);
      visit(context.project.scope(target.file), true, seen);
    }
  };
  visit(module, false, new Set());
  return found;
}

/** The module's file and every file its `export … from` statements pass through (barrels). */
function reExportedFiles(module: ModuleScope, context: TraceContext): string[] {
  const files = new Set<string>();
  const visit = (scope: ModuleScope) => {
    if (files.has(scope.file.fileName)) return;
    files.add(scope.file.fileName);
    for (const statement of children(scope.file.program, 'body')) {
      if (statement.type !== 'ExportAllDeclaration' && statement.type !== 'ExportNamedDeclaration') continue;
      const specifier = stringValue(child(statement, 'source'));
      if (specifier === undefined) continue;
      const target = context.project.resolve(specifier, scope.file.fileName);
      if (target.kind === 'file') visit(context.project.scope(target.file));
      else bail('map:namespace-barrel', `${specifier} in ${scope.file.fileName}`);
    }
  };
  visit(module);
  return [...files];
}

/** Whether an export is a function value, decided from syntax as the checker's fast path decides it. */
function isFunctionValue(resolved: ResolvedName, reference: Located, project: ProjectIndex): boolean {
  const target = resolved.target;
  switch (target.kind) {
    case 'module':
      return false;
    case 'declarations': {
      const values = target.bindings.filter(
        (binding) => binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias',
      );
      if (values.length === 0) return false;
      if (values.every((binding) => binding.declarationKind === 'function')) return true;
      if (values.length !== 1)
        return bail('map:namespace-merged-export', describe(reference.file, reference.node));
      const [binding] = values;
      if (binding.declarationKind !== 'variable') return false;
      const initializer = child(binding.node, 'init');
      if (!initializer) return bail('map:namespace-export-kind', describe(target.scope.file, binding.node));
      return valueIsFunction(initializer, target.scope.file, project);
    }
    case 'default-expression': {
      const declaration = child(target.node, 'declaration')!;
      if (declaration.type === 'FunctionDeclaration') return true;
      if (declaration.type === 'ClassDeclaration') return false;
      return valueIsFunction(declaration, target.scope.file, project);
    }
    default:
      return bail(`map:namespace-${target.kind}`, describe(reference.file, reference.node));
  }
}

/**
 * Whether an initializer is a function (`true`), a literal, an object or a zod schema (`false`:
 * zod's schema types have no call signature); anything else needs the checker.
 */
function valueIsFunction(initializer: AstNode, file: ParsedFile, project: ProjectIndex): boolean {
  if (initializer.type === 'ArrowFunctionExpression' || initializer.type === 'FunctionExpression')
    return true;
  if (
    initializer.type === 'Literal' ||
    initializer.type === 'TemplateLiteral' ||
    initializer.type === 'ObjectExpression' ||
    initializer.type === 'ArrayExpression'
  )
    return false;
  if (isZodSchemaExpression(initializer, project, new Set())) return false;
  return bail('map:namespace-export-kind', describe(file, initializer));
}

/** A zod call chain (`z.object({…}).extend({…})`), or a const bound to one. */
function isZodSchemaExpression(expression: AstNode, project: ProjectIndex, seen: Set<AstNode>): boolean {
  const node = unwrapExpression(expression);
  const name = identifierName(node);
  if (name !== undefined) {
    const resolved = resolveValueName(project, node, name);
    const declarator =
      resolved.kind === 'local' && resolved.declaration.kind === 'variable'
        ? resolved.declaration.node
        : resolved.kind === 'module' && resolved.resolved.target.kind === 'declarations'
          ? resolved.resolved.target.bindings.find((binding) => binding.declarationKind === 'variable')?.node
          : undefined;
    const initializer = declarator?.parent?.kind === 'const' ? child(declarator, 'init') : undefined;
    if (!declarator || !initializer || seen.has(declarator)) return false;
    seen.add(declarator);
    return isZodSchemaExpression(initializer, project, seen);
  }
  if (node.type !== 'CallExpression') return false;
  const callee = unwrapExpression(child(node, 'callee')!);
  const syntax = oxcZodSyntax(project);
  if (callee.type === 'Identifier') return syntax.isZodFunctionAt(callee);
  if (callee.type !== 'MemberExpression' || callee.computed === true) return false;
  if (syntax.isZodFunctionAt(child(callee, 'property')!)) return true;
  const method = identifierName(child(callee, 'property'));
  return (
    method !== undefined &&
    ZOD_METHODS.has(method) &&
    isZodSchemaExpression(child(callee, 'object')!, project, seen)
  );
}

/** Where an export's name is written (the checker's `exportNameNode`). */
function exportNameNode(exported: WrittenExport): AstNode {
  const entry = exported.entry;
  switch (entry.kind) {
    case 'declaration':
      return child(entry.binding.node, 'id') ?? outerStatement(entry.binding.node);
    case 'local':
    case 'from':
      return entry.nameNode;
    default:
      return entry.node;
  }
}

/** S4: a default export reached through a namespace (see trace/module-exports.ts). */
function defaultExportWarning(exported: WrittenExport, key: Located) {
  const entry = exported.entry;
  // The checker's declaration of the export: the statement, or the specifier (located at its name).
  const declaration =
    entry.kind === 'declaration'
      ? outerStatement(entry.binding.node)
      : entry.kind === 'default-expression'
        ? entry.node
        : entry.node.type === 'ExportDefaultDeclaration'
          ? entry.node
          : entry.node;
  if (entry.kind === 'declaration' && entry.binding.declarationKind !== 'function')
    bail('map:default-export', describe(key.file, key.node));
  const location =
    declaration.type === 'ExportSpecifier' ? key : { file: exported.scope.file, node: declaration };
  const named = namedExportFix(exported.scope.file, declaration);
  return diagnosticAt(location, defaultExportText(path.basename(location.file.fileName), named));
}

/** `file:line:column (text)`, for bail details. */
export function describe(file: ParsedFile, node: AstNode): string {
  const { line, column } = file.locate(node.start);
  const text = file.text.slice(node.start, Math.min(node.end, node.start + 40)).split('\n')[0];
  return `${file.fileName}:${line}:${column} (${text})`;
}
