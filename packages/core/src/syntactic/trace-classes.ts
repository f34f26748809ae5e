import { type AstNode, child, children, identifierName, stringValue, unwrapExpression } from '../syntax/ast';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import {
  invalidClassTargetText,
  invalidToolNameText,
  REACT_OWN_MEMBERS,
  untraceableText,
} from '../trace/trace-texts';
import { bail } from './bail';
import type { ResolvedName } from './project-index';
import { describe, resolveModuleLevel } from './trace-calls';
import { diagnosticAt, type Entry, type Located, type SdkCall, type TraceContext } from './trace-context';

interface TracedClass {
  node: AstNode;
  name: string;
  file: ParsedFile;
}

/**
 * The tools of `withWebMcpTools(Class, methodNames?)` (see trace/class-tools.ts): documented
 * prototype methods and arrow-function fields, or exactly the listed ones; never the constructor,
 * React's own methods, statics or private members. Delivered in a class slot at the class argument.
 */
export function traceClassCall(call: SdkCall, file: ParsedFile, context: TraceContext): Entry[] {
  const entries: Entry[] = [];
  const [componentArgument, methodNamesArgument] = children(call.node, 'arguments');
  if (!componentArgument) {
    context.diagnostics.push(
      diagnosticAt(
        { file, node: call.node },
        invalidClassTargetText('withWebMcpTools is called without a class component'),
      ),
    );
    return entries;
  }
  if (componentArgument.type === 'SpreadElement' || methodNamesArgument?.type === 'SpreadElement')
    bail('class:spread-argument', describe(file, call.node));
  const classFiles = [file.fileName];
  const traced = traceClass(componentArgument, file, context, classFiles);
  if (!traced) return entries;
  const listed = methodNamesArgument ? listedMethodNames(methodNamesArgument, file, context) : undefined;
  if (listed === null) return entries;
  const members = children(child(traced.node, 'body'), 'body');
  const eligible = new Map<string, AstNode>();
  for (const member of members) {
    const name = memberName(member);
    if (name === undefined || eligible.has(name)) continue;
    const exclusion = exclusionReason(member, name);
    if (exclusion) {
      const listedNode = listed?.get(name);
      if (listedNode)
        context.diagnostics.push(diagnosticAt({ file, node: listedNode }, untraceableText(name, exclusion)));
      continue;
    }
    if (listed ? listed.has(name) : traced.file.jsDoc(member)) eligible.set(name, member);
  }
  for (const [name, node] of listed ?? []) {
    if (!eligible.has(name) && !members.some((member) => memberName(member) === name)) {
      context.diagnostics.push(
        diagnosticAt({ file, node }, untraceableText(name, `${traced.name} has no method named "${name}"`)),
      );
    }
  }
  const at = unwrapExpression(componentArgument).start;
  for (const [name, member] of eligible) {
    const key: Located = { file: traced.file, node: child(member, 'key')! };
    const invalid = invalidToolNameText(name);
    if (invalid) {
      context.diagnostics.push(diagnosticAt(key, invalid));
      continue;
    }
    const fn =
      member.type === 'MethodDefinition'
        ? child(member, 'value')!
        : unwrapExpression(child(member, 'value')!);
    entries.push({
      name,
      key,
      definition: {
        fn,
        docNode: member,
        docIsFunction: member.type === 'MethodDefinition',
        nameNode: key.node,
        file: traced.file,
        files: [...classFiles, traced.file.fileName],
      },
      branches: [],
      delivery: { at, key: name },
    });
  }
  for (const entry of entries)
    for (const visited of entry.definition.files) context.visitedFiles.add(visited);
  return entries;
}

function traceClass(
  argument: AstNode,
  file: ParsedFile,
  context: TraceContext,
  files: string[],
): TracedClass | undefined {
  const component = unwrapExpression(argument);
  const report = (node: AstNode, message: string) => {
    context.diagnostics.push(diagnosticAt({ file, node }, invalidClassTargetText(message)));
    return undefined;
  };
  if (component.type === 'ClassExpression')
    return report(component, 'withWebMcpTools got an inline class; its methods cannot carry schemas');
  if (component.type === 'CallExpression') {
    const callee = child(component, 'callee')!;
    return report(
      component,
      `withWebMcpTools must wrap the class itself, but it wraps the result of ${file.text.slice(callee.start, callee.end)}(…)`,
    );
  }
  const name = identifierName(component);
  if (name === undefined) {
    if (component.type === 'MemberExpression' || component.type === 'ChainExpression')
      bail('class:member-access', describe(file, component));
    context.diagnostics.push(
      diagnosticAt({ file, node: component }, untraceableText(undefined, 'it is not a class')),
    );
    return undefined;
  }
  const local = findLocalDeclaration(component, name, 'value');
  let declaration: AstNode | undefined;
  let declaredIn = file;
  if (local) {
    if (local.kind !== 'class' && local.kind !== 'variable')
      bail('class:local-binding', describe(file, component));
    declaration = local.node;
  } else {
    const resolved: ResolvedName = resolveModuleLevel(context, file, name, component);
    for (const aliasFile of resolved.aliasFiles) {
      files.push(aliasFile);
      context.visitedFiles.add(aliasFile);
    }
    const target = resolved.target;
    if (target.kind !== 'declarations') return bail(`class:${target.kind}`, describe(file, component));
    const values = target.bindings.filter(
      (binding) =>
        binding.declarationKind === 'class' ||
        binding.declarationKind === 'variable' ||
        binding.declarationKind === 'function',
    );
    if (values.length !== 1) return bail('class:binding', describe(file, component));
    declaration = values[0].node;
    declaredIn = target.scope.file;
  }
  files.push(declaredIn.fileName);
  if (declaration.type === 'ClassDeclaration') {
    const className = identifierName(child(declaration, 'id'));
    if (className !== undefined) return { node: declaration, name: className, file: declaredIn };
    return report(component, 'the class has no name, so its schemas have nowhere to go');
  }
  if (
    declaration.type === 'VariableDeclarator' &&
    child(declaration, 'id')?.type === 'Identifier' &&
    child(declaration, 'init')
  ) {
    const variable = identifierName(child(declaration, 'id'))!;
    const value = unwrapExpression(child(declaration, 'init')!);
    const statement = declaration.parent?.parent;
    const isStatement =
      statement?.type !== 'ForStatement' &&
      statement?.type !== 'ForInStatement' &&
      statement?.type !== 'ForOfStatement';
    if (value.type === 'ClassExpression' && isStatement)
      return { node: value, name: variable, file: declaredIn };
    if (value.type === 'CallExpression') {
      const callee = child(value, 'callee')!;
      return report(
        component,
        `${variable} is the result of ${declaredIn.text.slice(callee.start, callee.end)}(…), not a class`,
      );
    }
  }
  context.diagnostics.push(
    diagnosticAt({ file, node: component }, untraceableText(undefined, 'it is not a class declaration')),
  );
  return undefined;
}

/** The names of a `methodNames` array literal (or a const bound to one); null after reporting why not. */
function listedMethodNames(
  argument: AstNode,
  file: ParsedFile,
  context: TraceContext,
): Map<string, AstNode> | null {
  let list = unwrapExpression(argument);
  const name = identifierName(list);
  if (name !== undefined) {
    const local = findLocalDeclaration(list, name, 'value');
    let declarator: AstNode | undefined;
    if (local?.kind === 'variable') declarator = local.node;
    else if (!local) {
      const bindings = context.project.scope(file.fileName).locals.get(name) ?? [];
      if (
        bindings.length === 1 &&
        bindings[0].kind === 'declaration' &&
        bindings[0].declarationKind === 'variable'
      )
        declarator = bindings[0].node;
      else if (bindings.length === 0) bail('class:method-names-global', describe(file, list));
    }
    const initializer =
      declarator && child(declarator, 'id')?.type === 'Identifier' ? child(declarator, 'init') : undefined;
    if (initializer) list = unwrapExpression(initializer);
  }
  const elements = list.type === 'ArrayExpression' ? (list.elements as (AstNode | null)[]) : undefined;
  if (!elements?.every((element) => element !== null && stringValue(element) !== undefined)) {
    context.diagnostics.push(
      diagnosticAt(
        { file, node: argument },
        untraceableText(
          undefined,
          'methodNames must be an array literal of method names',
          "List the methods inline: withWebMcpTools(MyComponent, ['searchOrders'])",
        ),
      ),
    );
    return null;
  }
  return new Map(elements.map((element) => [stringValue(element!)!, element!]));
}

function memberName(member: AstNode): string | undefined {
  if (member.type === 'MethodDefinition' && member.kind === 'constructor') return 'constructor';
  if (
    member.type !== 'MethodDefinition' &&
    member.type !== 'PropertyDefinition' &&
    member.type !== 'TSAbstractMethodDefinition' &&
    member.type !== 'TSAbstractPropertyDefinition' &&
    member.type !== 'AccessorProperty'
  )
    return member.type === 'TSIndexSignature' || member.type === 'StaticBlock'
      ? undefined
      : bail('class:member', member.type);
  if (member.computed === true) return undefined;
  const key = child(member, 'key')!;
  if (key.type === 'PrivateIdentifier') return key.name as string;
  return (
    identifierName(key) ??
    stringValue(key) ??
    (key.type === 'Literal' && typeof key.value === 'number' ? String(key.value) : undefined)
  );
}

function exclusionReason(member: AstNode, name: string): string | undefined {
  if (member.type === 'MethodDefinition' && member.kind === 'constructor')
    return 'the constructor is never a tool';
  if (REACT_OWN_MEMBERS.has(name)) return `${name} is called by React and is never a tool`;
  if (child(member, 'key')?.type === 'PrivateIdentifier') return `${name} is private`;
  if (member.static === true) return `${name} is static`;
  if (member.accessibility === 'private') return `${name} is private`;
  if (
    member.type === 'TSAbstractMethodDefinition' ||
    member.type === 'TSAbstractPropertyDefinition' ||
    member.type === 'AccessorProperty'
  )
    bail('class:member', member.type);
  if (member.type === 'MethodDefinition') {
    if (member.kind !== 'method') return `${name} is not a method or an arrow-function field`;
    return child(child(member, 'value'), 'body') ? undefined : `${name} has no body`;
  }
  const value = child(member, 'value');
  if (value) {
    const unwrapped = unwrapExpression(value);
    if (unwrapped.type === 'ArrowFunctionExpression' || unwrapped.type === 'FunctionExpression')
      return undefined;
  }
  return `${name} is not a method or an arrow-function field`;
}
