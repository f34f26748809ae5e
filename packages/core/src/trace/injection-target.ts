import { ts } from 'ts-morph';
import type { InjectionTarget } from '../types';

/** `<expression>.__webmcpSchema = S;` right after `statement` (a `const` or the object holding a method). */
export function statementAfter(statement: ts.Node, expression: string): InjectionTarget {
  return { kind: 'statement', file: statement.getSourceFile().fileName, at: statement.end, expression };
}

/**
 * For a function declaration: the start of the block that declares it, after its directives.
 * Declarations are hoisted, so the schema is set before any code of that block can call it.
 */
export function statementAtBlockStart(
  declaration: ts.FunctionDeclaration & { name: ts.Identifier },
): InjectionTarget {
  const sourceFile = declaration.getSourceFile();
  const container = declaration.parent;
  const statements =
    ts.isSourceFile(container) ||
    ts.isBlock(container) ||
    ts.isModuleBlock(container) ||
    ts.isCaseOrDefaultClause(container)
      ? container.statements
      : undefined;
  if (!statements) return statementAfter(declaration, declaration.name.text);
  let at = ts.isSourceFile(container) ? (ts.getShebang(sourceFile.text)?.length ?? 0) : statements.pos;
  for (const statement of statements) {
    if (!isDirective(statement)) break;
    at = statement.end;
  }
  return { kind: 'statement', file: sourceFile.fileName, at, expression: declaration.name.text };
}

/** `Object.assign(<fn>, { __webmcpSchema: S })` around an inline function (without `export default`). */
export function wrapTarget(fn: ts.FunctionLikeDeclaration): InjectionTarget {
  const sourceFile = fn.getSourceFile();
  let start = fn.getStart(sourceFile);
  for (const modifier of ts.canHaveModifiers(fn) ? (ts.getModifiers(fn) ?? []) : []) {
    if (modifier.kind === ts.SyntaxKind.ExportKeyword || modifier.kind === ts.SyntaxKind.DefaultKeyword) {
      start = nextTokenStart(sourceFile, modifier.end);
    }
  }
  return { kind: 'wrap', file: sourceFile.fileName, start, end: fn.end };
}

/** An entry of `<className>.__webmcpTools`, inserted right after the statement that declares the class. */
export function classMemberTarget(
  classStatement: ts.Node,
  className: string,
  member: string,
): InjectionTarget {
  return {
    kind: 'class',
    file: classStatement.getSourceFile().fileName,
    at: classStatement.end,
    className,
    member,
  };
}

/** `api.search`, or `api["get-user"]` for names that are not identifiers. */
export function accessPath(names: readonly string[]): string {
  return names
    .map((name, index) => {
      if (index === 0) return name;
      return IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
    })
    .join('');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Where the first token after `position` starts (comments and whitespace skipped). */
function nextTokenStart(sourceFile: ts.SourceFile, position: number): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, sourceFile.languageVariant, sourceFile.text);
  scanner.resetTokenState(position);
  scanner.scan();
  return scanner.getTokenStart();
}

function isDirective(statement: ts.Statement): boolean {
  return ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression);
}
