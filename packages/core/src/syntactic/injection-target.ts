import { type AstNode, child, children } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import type { InjectionTarget } from '../types';
import { bail } from './bail';

/**
 * Where the checker engine's injection into a definition file would go (`ExtractedTool.target`,
 * see trace/injection-target.ts), from oxc's tree: both engines report it until the hosts only
 * deliver at call sites.
 */

/** `<expression>.__webmcpSchema = S;` right after `statement`. */
export function statementAfter(file: ParsedFile, statement: AstNode, expression: string): InjectionTarget {
  return { kind: 'statement', file: file.fileName, at: statement.end, expression };
}

/** For a named function declaration: the start of the block that declares it, after its directives. */
export function statementAtBlockStart(file: ParsedFile, declaration: AstNode, name: string): InjectionTarget {
  let statement = declaration;
  if (
    statement.parent?.type === 'ExportNamedDeclaration' ||
    statement.parent?.type === 'ExportDefaultDeclaration'
  )
    statement = statement.parent;
  const container = statement.parent;
  let at: number;
  let statements: AstNode[];
  if (container?.type === 'Program') {
    at = /^#!.*/.exec(file.text)?.[0].length ?? 0;
    statements = children(container, 'body');
  } else if (container?.type === 'BlockStatement' || container?.type === 'TSModuleBlock') {
    at = container.start + 1;
    statements = children(container, 'body');
  } else if (container?.type === 'SwitchCase') {
    return bail('target:switch-case', file.fileName);
  } else {
    return statementAfter(file, declaration, name);
  }
  for (const next of statements) {
    const expression = next.type === 'ExpressionStatement' ? child(next, 'expression') : undefined;
    if (expression?.type !== 'Literal' || typeof expression.value !== 'string') break;
    at = next.end;
  }
  return { kind: 'statement', file: file.fileName, at, expression: name };
}

/** `Object.assign(<fn>, { __webmcpSchema: S })` around an inline function (without `export default`). */
export function wrapTarget(file: ParsedFile, fn: AstNode): InjectionTarget {
  return { kind: 'wrap', file: file.fileName, start: fn.start, end: fn.end };
}

/** An entry of `<className>.__webmcpTools`, right after the statement that declares the class. */
export function classMemberTarget(
  file: ParsedFile,
  statement: AstNode,
  className: string,
  member: string,
): InjectionTarget {
  return { kind: 'class', file: file.fileName, at: statement.end, className, member };
}
