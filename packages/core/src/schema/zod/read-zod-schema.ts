import { ts } from 'ts-morph';
import { isPackageFile } from '../conversion-engine/files';
import { shortSourceText } from '../source-text';
import { isZodFunctionAt, zodNameAt } from './zod-package';
import type { ZodReading } from './zod-reading';
import { applyCheck, applyFactory, applyMethod, type ZodDraft } from './zod-steps';

/** Where a reading reports what it read and what it could not. */
export interface ZodReadEvents {
  /** A file whose code the reading used (the schema's module, modules of schemas it refers to). */
  onFile(fileName: string): void;
  /** A part that cannot be read without running code; the value it describes gets its type alone. */
  onUnread(node: ts.Node, what: string): void;
}

/**
 * Reads a zod schema from its source, without running it: the `const` that `name` refers to and
 * the `z.*` call chain it is bound to, following other schema constants through imports. Only
 * syntax and the checker's symbols are used, so a call zod does not own (a helper, a spread of a
 * variable) is reported through `onUnread` and read as nothing.
 */
export class ZodSchemaReader {
  private readonly visiting = new Set<ts.Node>();

  constructor(
    readonly checker: ts.TypeChecker,
    private readonly events: ZodReadEvents,
  ) {}

  /** The reading of the schema constant named at `name` (`S` in `typeof S`). */
  readNamed(name: ts.Identifier): ZodReading | undefined {
    return this.readReference(name);
  }

  /** Reads one schema expression; undefined when it cannot be read (already reported). */
  readExpression(expression: ts.Expression): ZodDraft | undefined {
    const node = unwrap(expression);
    if (ts.isIdentifier(node)) return this.readReference(node);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name))
      return this.readReference(node.name);
    if (ts.isCallExpression(node)) return this.readCall(node);
    return this.unread(node, `'${shortSourceText(node)}' is not a z.* call`);
  }

  /** Reads the static value of an argument (`.min(MIN)`), recording the files it came from. */
  get onFile(): (fileName: string) => void {
    return this.events.onFile;
  }

  /** Reports a part that cannot be read and reads it as nothing. */
  unread(node: ts.Node, why: string): undefined {
    this.events.onUnread(node, why);
    return undefined;
  }

  private readCall(call: ts.CallExpression): ZodDraft | undefined {
    const callee = unwrap(call.expression);
    const nameNode = ts.isPropertyAccessExpression(callee)
      ? callee.name
      : ts.isIdentifier(callee)
        ? callee
        : undefined;
    const zodName = nameNode && zodNameAt(nameNode, this.checker);
    if (!nameNode || zodName === undefined) {
      return this.unread(call, `'${shortSourceText(callee)}(...)' is not a zod call`);
    }
    if (isZodFunctionAt(nameNode, this.checker)) return applyFactory(zodName, call, this);
    // A method: read the schema it is called on, then what the method adds.
    if (!ts.isPropertyAccessExpression(callee)) return this.unread(call, 'it is not a z.* call');
    const receiver = this.readExpression(callee.expression);
    return receiver && applyMethod(receiver, zodName, call, this);
  }

  /** Reads the check passed to `.check(...)` (`z.minLength(1)`) into `draft`. */
  readCheck(draft: ZodDraft, check: ts.Expression): void {
    const node = unwrap(check);
    const callee = ts.isCallExpression(node) ? unwrap(node.expression) : undefined;
    const nameNode =
      callee &&
      (ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined);
    const zodName = nameNode && zodNameAt(nameNode, this.checker);
    if (!ts.isCallExpression(node) || zodName === undefined) {
      this.unread(node, 'it is not a zod check');
      return;
    }
    applyCheck(draft, zodName, node, this);
  }

  /** Follows a name to the `const` (or object-literal entry) it is bound to and reads that. */
  private readReference(name: ts.Identifier): ZodDraft | undefined {
    let symbol = ts.isShorthandPropertyAssignment(name.parent)
      ? this.checker.getShorthandAssignmentValueSymbol(name.parent)
      : this.checker.getSymbolAtLocation(name);
    const seen = new Set<ts.Symbol>();
    while (symbol && symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol)) {
      seen.add(symbol);
      for (const declaration of symbol.declarations ?? [])
        this.events.onFile(declaration.getSourceFile().fileName);
      symbol = this.checker.getImmediateAliasedSymbol(symbol);
    }
    const declaration = symbol?.valueDeclaration;
    // A package's schema ships as a declaration without code: its type is all there is, and
    // nothing the user could rewrite, so it is read as nothing without a warning.
    if (declaration && isPackageFile(declaration.getSourceFile())) return undefined;
    const initializer = declaration && boundSchemaOf(declaration);
    if (!declaration || !initializer) {
      return this.unread(name, `'${name.text}' is not a const bound to a z.* call`);
    }
    // A schema that refers to itself (`z.lazy`, getters): the type is cut there anyway.
    if (this.visiting.has(declaration)) return { base: 'other', facts: { keywords: {} } };
    this.events.onFile(declaration.getSourceFile().fileName);
    this.visiting.add(declaration);
    try {
      return this.readExpression(initializer);
    } finally {
      this.visiting.delete(declaration);
    }
  }
}

/** The expression a schema name is bound to: a `const`'s initializer or an object literal entry. */
function boundSchemaOf(declaration: ts.Declaration): ts.Expression | undefined {
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    const isConst = ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0;
    return isConst ? declaration.initializer : undefined;
  }
  return ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
}

/** Strips parentheses, `as`, `satisfies` and `!`, which change no value. */
export function unwrap(expression: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    expression = expression.expression;
  }
  return expression;
}
