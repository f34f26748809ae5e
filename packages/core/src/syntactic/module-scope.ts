import { type AstNode, child, children, field, identifierName, stringValue, walk } from '../syntax/ast';
import { boundNames } from '../syntax/bindings';
import type { ParsedFile } from '../syntax/parsed-file';

/** What a top-level name of a file stands for. */
export type Binding = ImportBinding | DeclarationBinding;

/** `import { a as b } from 'm'` (`imported`: the name in `m`, `default`, or `*` for a namespace). */
export interface ImportBinding {
  kind: 'import';
  local: string;
  imported: string;
  specifier: string;
  /** The specifier node (`b` of `a as b`, the namespace or default name's specifier). */
  node: AstNode;
  statement: AstNode;
  typeOnly: boolean;
}

/** What kind of declaration a binding is, which decides what it means (a value, a type, or both). */
export type DeclarationKind =
  | 'function'
  | 'variable'
  | 'class'
  | 'interface'
  | 'typeAlias'
  | 'enum'
  | 'namespace';

/** A declaration of the file itself. */
export interface DeclarationBinding {
  kind: 'declaration';
  declarationKind: DeclarationKind;
  local: string;
  /** The declaration (for a variable, its declarator). */
  node: AstNode;
  /** The statement holding it (an `export` statement when exported): where its JSDoc is. */
  statement: AstNode;
}

/** One way a name is exported. */
export type ExportEntry =
  /** `export function a` / `export const a` / `export interface A` / `export default function a`: not an alias. */
  | { kind: 'declaration'; binding: DeclarationBinding; node: AstNode }
  /** `export { a as b }` or `export default a`: an alias of the local `a`, declared by `node`. */
  | { kind: 'local'; local: string; node: AstNode; nameNode: AstNode }
  /** `export { a as b } from 'm'`, `export * as b from 'm'` (`imported` `*`): an alias declared by `node`. */
  | { kind: 'from'; specifier: string; imported: string; node: AstNode; nameNode: AstNode }
  /** `export default <expression>` (not a name): a value of its own, declared by the statement. */
  | { kind: 'default-expression'; node: AstNode };

/** A file's top-level names, its exports and what it imports: its scope, as Vue's `TypeScope` is. */
export interface ModuleScope {
  file: ParsedFile;
  locals: Map<string, Binding[]>;
  exports: Map<string, ExportEntry[]>;
  /** `export * from 'm'`, in order. */
  stars: { specifier: string; node: AstNode }[];
  /** Whether the file has `import`/`export` (else a script, whose declarations are global). */
  isModule: boolean;
  /** `export =`, `declare global`, `declare module`, a namespace or a global augmentation: things the engine does not model. */
  unmodelled: string[];
  /** Every module specifier TypeScript would resolve for the file (imports, re-exports, `import()`, `import('m')` types). */
  specifiers: string[];
  /** `/// <reference path="…" />` targets, as written. */
  referencedPaths: string[];
}

/** Builds the scope of one parsed file (top-level statements only; inner scopes are looked up on demand). */
export function createModuleScope(file: ParsedFile): ModuleScope {
  const scope: ModuleScope = {
    file,
    locals: new Map(),
    exports: new Map(),
    stars: [],
    isModule: false,
    unmodelled: [],
    specifiers: [],
    referencedPaths: [],
  };
  for (const match of file.text.matchAll(TRIPLE_SLASH_PATH)) scope.referencedPaths.push(match[1]);
  const bind = (binding: Binding) => {
    const list = scope.locals.get(binding.local);
    if (list) list.push(binding);
    else scope.locals.set(binding.local, [binding]);
  };
  const exportAs = (name: string, entry: ExportEntry) => {
    const list = scope.exports.get(name);
    if (list) list.push(entry);
    else scope.exports.set(name, [entry]);
  };

  for (const statement of children(file.program, 'body')) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        scope.isModule = true;
        const specifier = stringValue(child(statement, 'source')) ?? '';
        scope.specifiers.push(specifier);
        const typeOnly = field<string>(statement, 'importKind') === 'type';
        for (const element of children(statement, 'specifiers')) {
          const local = identifierName(child(element, 'local')) ?? '';
          const imported =
            element.type === 'ImportNamespaceSpecifier'
              ? '*'
              : element.type === 'ImportDefaultSpecifier'
                ? 'default'
                : moduleExportName(child(element, 'imported'));
          bind({
            kind: 'import',
            local,
            imported,
            specifier,
            node: element,
            statement,
            typeOnly: typeOnly || field<string>(element, 'importKind') === 'type',
          });
        }
        break;
      }
      case 'ExportNamedDeclaration': {
        scope.isModule = true;
        const declaration = child(statement, 'declaration');
        if (declaration) {
          for (const binding of declarationBindings(declaration, statement)) {
            bind(binding);
            exportAs(binding.local, { kind: 'declaration', binding, node: binding.node });
          }
          break;
        }
        const source = child(statement, 'source');
        const specifier = source ? stringValue(source) : undefined;
        if (specifier !== undefined) scope.specifiers.push(specifier);
        for (const element of children(statement, 'specifiers')) {
          const nameNode = child(element, 'exported') ?? element;
          const exported = moduleExportName(child(element, 'exported'));
          const local = moduleExportName(child(element, 'local'));
          exportAs(
            exported,
            specifier === undefined
              ? { kind: 'local', local, node: element, nameNode }
              : { kind: 'from', specifier, imported: local, node: element, nameNode },
          );
        }
        break;
      }
      case 'ExportAllDeclaration': {
        scope.isModule = true;
        const specifier = stringValue(child(statement, 'source')) ?? '';
        scope.specifiers.push(specifier);
        const exported = child(statement, 'exported');
        if (exported)
          exportAs(moduleExportName(exported), {
            kind: 'from',
            specifier,
            imported: '*',
            node: statement,
            nameNode: exported,
          });
        else scope.stars.push({ specifier, node: statement });
        break;
      }
      case 'ExportDefaultDeclaration': {
        scope.isModule = true;
        const declaration = child(statement, 'declaration');
        const name = declaration && identifierName(child(declaration, 'id'));
        if (declaration && name && /Declaration$/.test(declaration.type)) {
          for (const binding of declarationBindings(declaration, statement)) {
            bind(binding);
            exportAs('default', { kind: 'declaration', binding, node: declaration });
          }
        } else if (declaration?.type === 'Identifier') {
          exportAs('default', {
            kind: 'local',
            local: identifierName(declaration) ?? '',
            node: statement,
            nameNode: statement,
          });
        } else {
          exportAs('default', { kind: 'default-expression', node: statement });
        }
        break;
      }
      case 'TSExportAssignment':
        scope.isModule = true;
        scope.unmodelled.push('export =');
        break;
      case 'TSImportEqualsDeclaration':
        scope.isModule = scope.isModule || field<string>(statement, 'importKind') !== undefined;
        scope.unmodelled.push('import =');
        break;
      case 'TSNamespaceExportDeclaration':
        scope.unmodelled.push('export as namespace');
        break;
      default:
        for (const binding of declarationBindings(statement, statement)) bind(binding);
    }
    const declared =
      statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (declared?.type === 'TSModuleDeclaration') {
      const kind = field<string>(declared, 'kind');
      scope.unmodelled.push(
        kind === 'global' ? 'declare global' : kind === 'module' ? 'declare module' : 'namespace',
      );
    }
  }
  // `import('m')` calls and `import('m')` types are resolved too (TypeScript's `imports`).
  walk(file.program, (node) => {
    if (node.type === 'ImportExpression' || node.type === 'TSImportType') {
      const source = child(node, node.type === 'ImportExpression' ? 'source' : 'argument');
      const literal = source?.type === 'TSLiteralType' ? child(source, 'literal') : source;
      const specifier = stringValue(literal);
      if (specifier !== undefined) scope.specifiers.push(specifier);
    }
    return undefined;
  });
  return scope;
}

// Triple-slash directives sit before the first statement, each on its own line.
const TRIPLE_SLASH_PATH = /^[ \t]*\/\/\/[ \t]*<reference[ \t]+path[ \t]*=[ \t]*["']([^"']+)["']/gm;

/** The bindings a top-level statement (or the declaration inside an `export`) declares. */
/** The names a top-level declaration binds (none for a `declare module "m"` or an unnamed default). */
export function declarationBindings(declaration: AstNode, statement: AstNode): DeclarationBinding[] {
  const named = (declarationKind: DeclarationKind): DeclarationBinding[] => {
    const local = identifierName(child(declaration, 'id'));
    return local ? [{ kind: 'declaration', declarationKind, local, node: declaration, statement }] : [];
  };
  switch (declaration.type) {
    case 'FunctionDeclaration':
    case 'TSDeclareFunction':
      return named('function');
    case 'ClassDeclaration':
      return named('class');
    case 'TSInterfaceDeclaration':
      return named('interface');
    case 'TSTypeAliasDeclaration':
      return named('typeAlias');
    case 'TSEnumDeclaration':
      return named('enum');
    case 'TSModuleDeclaration':
      return child(declaration, 'id')?.type === 'Identifier' ? named('namespace') : [];
    case 'VariableDeclaration':
      return children(declaration, 'declarations').flatMap((declarator) =>
        boundNames(child(declarator, 'id')).map((local) => ({
          kind: 'declaration' as const,
          declarationKind: 'variable' as const,
          local,
          node: declarator,
          statement,
        })),
      );
    default:
      return [];
  }
}

/** `a` or `'a'` in `export { a }` / `import { 'a' as b }`. */
function moduleExportName(node: AstNode | undefined): string {
  return identifierName(node) ?? stringValue(node) ?? '';
}
