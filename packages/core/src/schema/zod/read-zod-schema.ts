import type { ZodReading } from './zod-reading';
import { applyCheck, applyFactory, applyMethod, type ZodDraft } from './zod-steps';
import { shortText, type ZodSyntax } from './zod-syntax';

/** Where a reading reports what it read and what it could not. */
export interface ZodReadEvents<N> {
  /** A file whose code the reading used (the schema's module, modules of schemas it refers to). */
  onFile(fileName: string): void;
  /** A part that cannot be read without running code; the value it describes gets its type alone. */
  onUnread(node: N, what: string): void;
}

/**
 * Reads a zod schema from its source, without running it: the `const` that `name` refers to and
 * the `z.*` call chain it is bound to, following other schema constants through imports. Only
 * syntax (and, in the checker engine, the checker's symbols) is used, so a call zod does not own
 * (a helper, a spread of a variable) is reported through `onUnread` and read as nothing.
 */
export class ZodSchemaReader<N> {
  private readonly visiting = new Set<unknown>();

  constructor(
    readonly syntax: ZodSyntax<N>,
    private readonly events: ZodReadEvents<N>,
  ) {}

  /** The reading of the schema constant named at `name` (`S` in `typeof S`). */
  readNamed(name: N): ZodReading | undefined {
    return this.readReference(name);
  }

  /** Reads one schema expression; undefined when it cannot be read (already reported). */
  readExpression(expression: N): ZodDraft | undefined {
    const { syntax } = this;
    const node = syntax.unwrap(expression);
    switch (syntax.kind(node)) {
      case 'identifier':
        return this.readReference(node);
      case 'property-access':
        return this.readReference(syntax.memberName(node));
      case 'call':
        return this.readCall(node);
      default:
        return this.unread(node, `'${shortText(syntax, node)}' is not a z.* call`);
    }
  }

  /** Records a file the reading used (the module of a constant read for a bound). */
  get onFile(): (fileName: string) => void {
    return this.events.onFile;
  }

  /** Reports a part that cannot be read and reads it as nothing. */
  unread(node: N, why: string): undefined {
    this.events.onUnread(node, why);
    return undefined;
  }

  private readCall(call: N): ZodDraft | undefined {
    const { syntax } = this;
    const callee = syntax.unwrap(syntax.callee(call));
    const calleeKind = syntax.kind(callee);
    const nameNode =
      calleeKind === 'property-access'
        ? syntax.memberName(callee)
        : calleeKind === 'identifier'
          ? callee
          : undefined;
    const zodName = nameNode && syntax.zodNameAt(nameNode);
    if (!nameNode || zodName === undefined) {
      return this.unread(call, `'${shortText(syntax, callee)}(...)' is not a zod call`);
    }
    if (syntax.isZodFunctionAt(nameNode)) return applyFactory(zodName, call, this);
    // A method: read the schema it is called on, then what the method adds.
    if (calleeKind !== 'property-access') return this.unread(call, 'it is not a z.* call');
    const receiver = this.readExpression(syntax.receiver(callee));
    return receiver && applyMethod(receiver, zodName, call, this);
  }

  /** Reads the check passed to `.check(...)` (`z.minLength(1)`) into `draft`. */
  readCheck(draft: ZodDraft, check: N): void {
    const { syntax } = this;
    const node = syntax.unwrap(check);
    const isCall = syntax.kind(node) === 'call';
    const callee = isCall ? syntax.unwrap(syntax.callee(node)) : undefined;
    const calleeKind = callee && syntax.kind(callee);
    const nameNode =
      callee &&
      (calleeKind === 'property-access'
        ? syntax.memberName(callee)
        : calleeKind === 'identifier'
          ? callee
          : undefined);
    const zodName = nameNode && syntax.zodNameAt(nameNode);
    if (!isCall || zodName === undefined) {
      this.unread(node, 'it is not a zod check');
      return;
    }
    applyCheck(draft, zodName, node, this);
  }

  /** Follows a name to the `const` (or object-literal entry) it is bound to and reads that. */
  private readReference(name: N): ZodDraft | undefined {
    const { aliasFiles, bound } = this.syntax.boundSchema(name);
    for (const file of aliasFiles) this.events.onFile(file);
    // A package's schema ships as a declaration without code: its type is all there is, and
    // nothing the user could rewrite, so it is read as nothing without a warning.
    if (bound === 'package') return undefined;
    if (!bound)
      return this.unread(name, `'${this.syntax.identifierText(name)}' is not a const bound to a z.* call`);
    // A schema that refers to itself (`z.lazy`, getters): the type is cut there anyway.
    if (this.visiting.has(bound.key)) return { base: 'other', facts: { keywords: {} } };
    this.events.onFile(bound.file);
    this.visiting.add(bound.key);
    try {
      return this.readExpression(bound.initializer);
    } finally {
      this.visiting.delete(bound.key);
    }
  }
}
