import { type AstNode, child, identifierName, walk } from '../syntax/ast';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
import type { ExportEntry, ImportBinding, ModuleScope } from './module-scope';
import type { ProjectIndex } from './project-index';
import { describe } from './trace-calls';
import type { SyntacticType, WrittenType } from './type-model';
import { isZodFile } from './value-names';

// Re-export chains are short; the cap guards against a cycle of `export *`.
const MAX_STAR_HOPS = 16;
const MAX_ALIAS_STEPS = 64;

/**
 * Records the files a schema depends on, as the checker engine records them: each converted
 * type's declaration files (`recordType`), each property's declaration files, and for every name
 * an annotation writes, the files of the imports and re-exports it passes through and of the
 * modules on its `export *` path (type-references.ts).
 */
export class DependencyRecorder {
  readonly files = new Set<string>();

  constructor(readonly project: ProjectIndex) {}

  recordFile(file: string): void {
    this.files.add(file);
  }

  /** A converted type: its alias's file and its symbol's declaration files. */
  recordType(type: SyntacticType): void {
    if ((type.kind === 'union' || type.kind === 'object') && type.alias)
      this.files.add(type.alias.file.fileName);
    if (type.kind === 'object') for (const file of type.symbolFiles) this.files.add(file);
  }

  /** Every name an annotation writes, followed through its imports. */
  recordTypeReferences(written: WrittenType): void {
    walk(written.node, (node) => {
      if (node.type === 'TSLiteralType') return false;
      if (node.type === 'TSTypeReference')
        this.recordAliasChain(leftmost(child(node, 'typeName')!), written.file, 'type');
      else if (node.type === 'TSTypeQuery')
        this.recordAliasChain(leftmost(child(node, 'exprName')!), written.file, 'value');
      return undefined;
    });
  }

  private recordAliasChain(identifier: AstNode, file: ParsedFile, meaning: 'type' | 'value'): void {
    const name = identifierName(identifier);
    if (name === undefined) return;
    if (findLocalDeclaration(identifier, name, meaning)) {
      this.files.add(file.fileName);
      return;
    }
    const scope = this.project.scope(file.fileName);
    const bindings = scope.locals.get(name);
    if (!bindings) return;
    const imported = bindings.find((binding) => binding.kind === 'import');
    if (!imported) {
      this.files.add(file.fileName);
      return;
    }
    this.followImport(scope, imported as ImportBinding, 0);
  }

  /** An import alias: its file, its module (and `export *` path), then what it stands for. */
  private followImport(scope: ModuleScope, binding: ImportBinding, steps: number): void {
    this.files.add(scope.file.fileName);
    const module = this.moduleOf(binding.specifier, scope);
    if (!module) return;
    const importedName = binding.imported === '*' ? undefined : binding.imported;
    this.recordStarExportPath(module, importedName, 0);
    if (importedName === undefined) {
      this.files.add(module.file.fileName);
      return;
    }
    this.followExport(module, importedName, steps + 1);
  }

  /** The symbol a module exports under `name` (its own, or behind `export *`), followed while it is an alias. */
  private followExport(module: ModuleScope, name: string, steps: number): void {
    if (steps > MAX_ALIAS_STEPS) bail('name:cycle', `${name} in ${module.file.fileName}`);
    const found = this.exportEntryOf(module, name, new Set());
    if (!found) return;
    const { scope, entry } = found;
    switch (entry.kind) {
      case 'declaration':
      case 'default-expression':
        this.files.add(scope.file.fileName);
        return;
      case 'local': {
        this.files.add(scope.file.fileName);
        const bindings = scope.locals.get(entry.local) ?? [];
        const imported = bindings.find((binding) => binding.kind === 'import');
        if (imported) this.followImport(scope, imported as ImportBinding, steps + 1);
        else if (bindings.length > 0) this.files.add(scope.file.fileName);
        return;
      }
      case 'from': {
        this.files.add(scope.file.fileName);
        const target = this.moduleOf(entry.specifier, scope);
        if (!target) return;
        const importedName = entry.imported === '*' ? undefined : entry.imported;
        this.recordStarExportPath(target, importedName, 0);
        if (importedName === undefined) this.files.add(target.file.fileName);
        else this.followExport(target, importedName, steps + 1);
        return;
      }
    }
  }

  /** A module's own export of `name`, or the first found behind its `export *`s. */
  private exportEntryOf(
    module: ModuleScope,
    name: string,
    seen: Set<string>,
  ): { scope: ModuleScope; entry: ExportEntry } | undefined {
    if (seen.has(module.file.fileName)) return undefined;
    seen.add(module.file.fileName);
    const own = module.exports.get(name);
    if (own) {
      if (own.length !== 1) bail('name:merged-export', `${name} in ${module.file.fileName}`);
      return { scope: module, entry: own[0] };
    }
    if (name === 'default') return undefined;
    let found: { scope: ModuleScope; entry: ExportEntry } | undefined;
    for (const star of module.stars) {
      const target = this.moduleOf(star.specifier, module);
      const candidate = target && this.exportEntryOf(target, name, seen);
      if (!candidate) continue;
      if (found) bail('name:ambiguous-star', `${name} in ${module.file.fileName}`);
      found = candidate;
    }
    return found;
  }

  /** The module's file, and when it gets `name` through `export *`, the modules on that path (the first that has it). */
  private recordStarExportPath(module: ModuleScope, name: string | undefined, hops: number): void {
    this.files.add(module.file.fileName);
    if (name === undefined || hops >= MAX_STAR_HOPS) return;
    if (module.exports.has(name)) return;
    for (const star of module.stars) {
      const target = this.moduleOf(star.specifier, module);
      if (target && this.exportNames(target, new Set()).has(name)) {
        this.recordStarExportPath(target, name, hops + 1);
        return;
      }
    }
  }

  /** The names a module exports: its own (`default` included) and those of its `export *`s (not their `default`). */
  private exportNames(module: ModuleScope, seen: Set<string>): Set<string> {
    const names = new Set<string>();
    if (seen.has(module.file.fileName)) return names;
    seen.add(module.file.fileName);
    for (const name of module.exports.keys()) names.add(name);
    for (const star of module.stars) {
      const target = this.moduleOf(star.specifier, module);
      if (!target) continue;
      for (const name of this.exportNames(target, seen)) if (name !== 'default') names.add(name);
    }
    return names;
  }

  private moduleOf(specifier: string, from: ModuleScope): ModuleScope | undefined {
    const resolution = this.project.resolve(specifier, from.file.fileName);
    if (resolution.kind === 'file') return this.project.scope(resolution.file);
    // zod's declaration files are read (a `z.infer` names zod's namespace); other packages' types are not modelled.
    if (resolution.kind === 'package' && isZodFile(resolution.file))
      return this.project.scope(resolution.file);
    if (resolution.kind === 'package')
      bail('type:package', `${specifier} in ${describe(from.file, from.file.program)}`);
    return undefined;
  }
}

function leftmost(name: AstNode): AstNode {
  let current = name;
  while (current.type === 'TSQualifiedName') current = child(current, 'left')!;
  return current;
}
