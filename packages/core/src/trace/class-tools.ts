import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import { readJsDoc } from '../jsdoc';
import { followAliases } from './follow-aliases';
import { invalidToolNameDiagnostic } from './tool-names';
import type { ToolEntry, TraceContext } from './trace-context';
import { isTraceFailure } from './trace-function';
import { invalidClassTargetText, REACT_OWN_MEMBERS } from './trace-texts';
import { untraceableDiagnostic } from './untraceable';
import { unwrapExpression } from './unwrap-expression';

interface TracedClass {
  node: ts.ClassLikeDeclaration;
  name: string;
}

/**
 * The tools of `withWebMcpTools(Class, methodNames?)`: documented prototype methods and
 * arrow-function fields, or exactly the listed ones; never the constructor, React's own
 * methods, statics or private members.
 */
export function collectClassEntries(
  call: ts.CallExpression,
  context: TraceContext,
  files: string[],
  entries: ToolEntry[],
): void {
  const [componentArgument, methodNamesArgument] = call.arguments;
  if (!componentArgument) {
    context.diagnostics.push(invalidClassTarget(call, 'withWebMcpTools is called without a class component'));
    return;
  }
  const classFiles = [...files];
  const traced = traceClass(componentArgument, context, classFiles);
  if (!traced) return;
  const listed = methodNamesArgument ? listedMethodNames(methodNamesArgument, context) : undefined;
  if (listed === null) return;
  const eligible = new Map<string, ts.ClassElement>();
  for (const member of traced.node.members) {
    const name = memberName(member);
    if (name === undefined || eligible.has(name)) continue;
    const exclusion = exclusionReason(member, name);
    if (exclusion) {
      const listedNode = listed?.get(name);
      if (listedNode)
        context.diagnostics.push(untraceableDiagnostic(name, { node: listedNode, reason: exclusion }));
      continue;
    }
    if (listed ? listed.has(name) : readJsDoc(member)) eligible.set(name, member);
  }
  for (const [name, node] of listed ?? []) {
    if (!eligible.has(name) && !traced.node.members.some((member) => memberName(member) === name)) {
      context.diagnostics.push(
        untraceableDiagnostic(name, { node, reason: `${traced.name} has no method named "${name}"` }),
      );
    }
  }
  for (const [name, member] of eligible) {
    const invalidName = invalidToolNameDiagnostic(name, member.name ?? member);
    if (invalidName) {
      context.diagnostics.push(invalidName);
      continue;
    }
    const fn = ts.isMethodDeclaration(member)
      ? member
      : (unwrapExpression((member as ts.PropertyDeclaration).initializer!) as
          | ts.ArrowFunction
          | ts.FunctionExpression);
    entries.push({
      name,
      keyNode: member.name ?? member,
      definition: {
        fn,
        docNode: member,
        nameNode: member.name ?? member,
        files: [...classFiles, member.getSourceFile().fileName],
      },
      branches: [],
      delivery: { at: unwrapExpression(componentArgument).getStart(), key: name },
    });
  }
}

function traceClass(
  argument: ts.Expression,
  context: TraceContext,
  files: string[],
): TracedClass | undefined {
  const component = unwrapExpression(argument);
  if (ts.isClassExpression(component)) {
    context.diagnostics.push(
      invalidClassTarget(component, 'withWebMcpTools got an inline class; its methods cannot carry schemas'),
    );
    return undefined;
  }
  if (ts.isCallExpression(component)) {
    context.diagnostics.push(
      invalidClassTarget(
        component,
        `withWebMcpTools must wrap the class itself, but it wraps the result of ${component.expression.getText()}(…)`,
      ),
    );
    return undefined;
  }
  if (!ts.isIdentifier(component) && !ts.isPropertyAccessExpression(component)) {
    context.diagnostics.push(
      untraceableDiagnostic(undefined, { node: component, reason: 'it is not a class' }),
    );
    return undefined;
  }
  const symbol = context.checker.getSymbolAtLocation(ts.isIdentifier(component) ? component : component.name);
  const resolved = symbol
    ? followAliases(symbol, component, context, files)
    : { node: component, reason: 'it cannot be resolved' };
  if (isTraceFailure(resolved)) {
    context.diagnostics.push(untraceableDiagnostic(undefined, resolved));
    return undefined;
  }
  const declaration = resolved.valueDeclaration;
  if (declaration) files.push(declaration.getSourceFile().fileName);
  if (declaration && ts.isClassDeclaration(declaration)) {
    if (declaration.name) return { node: declaration, name: declaration.name.text };
    context.diagnostics.push(
      invalidClassTarget(component, 'the class has no name, so its schemas have nowhere to go'),
    );
    return undefined;
  }
  if (
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    ts.isIdentifier(declaration.name) &&
    declaration.initializer
  ) {
    const value = unwrapExpression(declaration.initializer);
    if (ts.isClassExpression(value) && ts.isVariableStatement(declaration.parent.parent)) {
      return { node: value, name: declaration.name.text };
    }
    if (ts.isCallExpression(value)) {
      context.diagnostics.push(
        invalidClassTarget(
          component,
          `${declaration.name.text} is the result of ${value.expression.getText()}(…), not a class`,
        ),
      );
      return undefined;
    }
  }
  context.diagnostics.push(
    untraceableDiagnostic(undefined, { node: component, reason: 'it is not a class declaration' }),
  );
  return undefined;
}

/** The names of a `methodNames` array literal (or a const bound to one); null after reporting why not. */
function listedMethodNames(argument: ts.Expression, context: TraceContext): Map<string, ts.Node> | null {
  let list = unwrapExpression(argument);
  if (ts.isIdentifier(list)) {
    const declaration = context.checker.getSymbolAtLocation(list)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      list = unwrapExpression(declaration.initializer);
    }
  }
  if (!ts.isArrayLiteralExpression(list) || !list.elements.every(ts.isStringLiteralLike)) {
    context.diagnostics.push(
      untraceableDiagnostic(undefined, {
        node: argument,
        reason: 'methodNames must be an array literal of method names',
        hint: "List the methods inline: withWebMcpTools(MyComponent, ['searchOrders'])",
      }),
    );
    return null;
  }
  return new Map(list.elements.map((element) => [(element as ts.StringLiteralLike).text, element]));
}

function memberName(member: ts.ClassElement): string | undefined {
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  const name = member.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

function exclusionReason(member: ts.ClassElement, name: string): string | undefined {
  if (ts.isConstructorDeclaration(member)) return 'the constructor is never a tool';
  if (REACT_OWN_MEMBERS.has(name)) return `${name} is called by React and is never a tool`;
  if (member.name && ts.isPrivateIdentifier(member.name)) return `${name} is private`;
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword)) return `${name} is static`;
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword))
    return `${name} is private`;
  if (ts.isMethodDeclaration(member)) return member.body ? undefined : `${name} has no body`;
  if (ts.isPropertyDeclaration(member) && member.initializer) {
    const value = unwrapExpression(member.initializer);
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return undefined;
  }
  return `${name} is not a method or an arrow-function field`;
}

function invalidClassTarget(node: ts.Node, message: string) {
  return diagnosticAt(node, invalidClassTargetText(message));
}
