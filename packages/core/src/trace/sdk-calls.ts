import { ts } from 'ts-morph';
import type { ToolKind } from '../types';
import { unwrapExpression } from './unwrap-expression';

/** The package whose calls register tools; its subpaths (`webmcp-nexus-sdk/core`) count too. */
const SDK_PACKAGE = 'webmcp-nexus-sdk';

const KIND_OF_SDK_FUNCTION: Record<string, ToolKind> = {
  registerGlobalTools: 'global',
  useWebMcpTools: 'hook',
  withWebMcpTools: 'class',
};

/** One call of a registration function of the SDK. */
export interface SdkCall {
  call: ts.CallExpression;
  kind: ToolKind;
}

/** Whether a module specifier names the SDK or one of its entry points. */
function isSdkModule(specifier: string): boolean {
  return specifier === SDK_PACKAGE || specifier.startsWith(`${SDK_PACKAGE}/`);
}

/**
 * The calls of `registerGlobalTools` / `useWebMcpTools` / `withWebMcpTools` in a file whose callee
 * is imported from the SDK: named, renamed or through a namespace import. A same-named function
 * from anywhere else, or a local that shadows the import, is not a call site.
 */
export function findSdkCalls(sourceFile: ts.SourceFile, checker: ts.TypeChecker): SdkCall[] {
  const imports = sdkImports(sourceFile, checker);
  if (imports.named.size === 0 && imports.namespaces.size === 0) return [];
  const calls: SdkCall[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const kind = kindOfCallee(unwrapExpression(node.expression), imports, checker);
      if (kind) calls.push({ call: node, kind });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

interface SdkImports {
  /** Local alias symbol → kind, for `import { registerGlobalTools as reg }`. */
  named: Map<ts.Symbol, ToolKind>;
  /** Alias symbols of `import * as sdk`. */
  namespaces: Set<ts.Symbol>;
  /** The local names of `named`. */
  localNames: Set<string>;
}

function sdkImports(sourceFile: ts.SourceFile, checker: ts.TypeChecker): SdkImports {
  const named = new Map<ts.Symbol, ToolKind>();
  const namespaces = new Set<ts.Symbol>();
  const localNames = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !isSdkModule(statement.moduleSpecifier.text)) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      const symbol = checker.getSymbolAtLocation(bindings.name);
      if (symbol) namespaces.add(symbol);
    } else if (bindings) {
      for (const element of bindings.elements) {
        const kind = KIND_OF_SDK_FUNCTION[(element.propertyName ?? element.name).text];
        const symbol = checker.getSymbolAtLocation(element.name);
        if (!kind || !symbol || element.isTypeOnly) continue;
        named.set(symbol, kind);
        localNames.add(element.name.text);
      }
    }
  }
  return { named, namespaces, localNames };
}

function kindOfCallee(
  callee: ts.Expression,
  imports: SdkImports,
  checker: ts.TypeChecker,
): ToolKind | undefined {
  if (ts.isIdentifier(callee)) {
    // Compare text first: asking the checker about every call of a large file is not free.
    const symbol = imports.localNames.has(callee.text) ? checker.getSymbolAtLocation(callee) : undefined;
    return symbol ? imports.named.get(symbol) : undefined;
  }
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    const kind = KIND_OF_SDK_FUNCTION[callee.name.text];
    if (!kind || imports.namespaces.size === 0) return undefined;
    const symbol = checker.getSymbolAtLocation(callee.expression);
    return symbol && imports.namespaces.has(symbol) ? kind : undefined;
  }
  return undefined;
}
