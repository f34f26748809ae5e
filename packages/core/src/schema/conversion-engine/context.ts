import type { ts } from 'ts-morph';
import { diagnosticAt } from '../../diagnostics/create';
import type { Severity } from '../../types';
import type { SchemaContext } from '../context';
import type { SchemaModel } from '../model';
import type { ZodReading } from '../zod/zod-reading';
import { recordDeclarationFiles } from './files';
import { typeTextInWrittenOrder } from './union-order';
import { typeArgumentsForMembers, type WrittenTypeArguments } from './written-type-arguments';

/** The parameter object is level 1; objects nest down to this level (SPEC 3.3). */
export const MAX_OBJECT_DEPTH = 3;

/** State shared by every conversion of one tool's schema. */
export interface ConversionSession {
  readonly checker: ts.TypeChecker;
  readonly schemaContext: SchemaContext;
  /** Keys of diagnostics already reported, so a shared declaration warns once. */
  readonly reported: Set<string>;
  /** The converter dispatch (injected to keep converters free of an import cycle). */
  readonly convertType: (type: ts.Type, context: ConversionContext) => SchemaModel;
  /** zod schemas read for written types (`z.infer<typeof S>`), by type node: each is read once. */
  readonly zodReadings: Map<ts.TypeNode, ZodReading | undefined>;
}

/** Where in the schema a conversion happens. */
export interface ConversionPosition {
  /** The object level a type converted here would have (the parameter's type is level 1). */
  readonly depth: number;
  /** Object and union types on the path from the parameter, to detect recursion. */
  readonly ancestors: readonly ts.Type[];
  /** The declaration that field-level diagnostics point at. */
  readonly field: ts.Node;
  /** The field's name for messages (`undefined` for the parameter itself). */
  readonly fieldName?: string;
  /** The syntax that wrote the type being converted, when known: it gives union members their written order. */
  readonly typeNode?: ts.TypeNode;
  /** What the type parameters in scope of `typeNode` stand for, as written where the generic was used. */
  readonly typeArguments?: WrittenTypeArguments;
  /** What a zod schema read at build time says about the value converted here, if one does. */
  readonly zod?: ZodReading;
}

/** An immutable conversion position plus the session: what every converter receives. */
export class ConversionContext {
  /** The written type arguments for the members of the object converted here, once computed. */
  private memberTypeArguments?: { value: WrittenTypeArguments | undefined };

  constructor(
    readonly session: ConversionSession,
    readonly position: ConversionPosition,
  ) {}

  get checker(): ts.TypeChecker {
    return this.session.checker;
  }

  get depth(): number {
    return this.position.depth;
  }

  /** Converts a type at this position (through the ordered converter list). */
  convert(type: ts.Type): SchemaModel {
    return this.session.convertType(type, this);
  }

  /** This position with other fields replaced. */
  with(changes: Partial<ConversionPosition>): ConversionContext {
    return new ConversionContext(this.session, { ...this.position, ...changes });
  }

  /** The position of a field of the object being converted here: one level deeper. */
  forField(field: ts.Node, fieldName: string, typeNode: ts.TypeNode | undefined): ConversionContext {
    const zod = this.position.zod?.fields?.get(fieldName);
    const typeArguments = this.typeArgumentsForMembers();
    return this.with({ depth: this.position.depth + 1, field, fieldName, typeNode, typeArguments, zod });
  }

  /** What the type parameters of the object's declaration stand for here (`Filter<'a' | 'b'>`: `S` is `'a' | 'b'`). */
  typeArgumentsForMembers(): WrittenTypeArguments | undefined {
    this.memberTypeArguments ??= {
      value: typeArgumentsForMembers(this.position.typeNode, this.position.typeArguments, this.checker),
    };
    return this.memberTypeArguments.value;
  }

  /** What a field is called in the middle of a message. */
  describeField(): string {
    return this.position.fieldName === undefined ? 'the parameter' : `field '${this.position.fieldName}'`;
  }

  /** What a field is called at the start of a message. */
  fieldSubject(): string {
    return this.position.fieldName === undefined ? 'The parameter' : `Field '${this.position.fieldName}'`;
  }

  /** Reports at the current field (or `node`), once per code, location and message. */
  report(
    code: string,
    severity: Severity,
    message: string,
    hint: string,
    node: ts.Node = this.position.field,
  ): void {
    const anchor = nameOf(node) ?? node;
    const sourceFile = anchor.getSourceFile();
    const key = `${code}\0${sourceFile.fileName}\0${anchor.getStart(sourceFile)}\0${message}`;
    if (this.session.reported.has(key)) return;
    this.session.reported.add(key);
    this.session.schemaContext.diagnostics.push(
      diagnosticAt(anchor, { code, severity, message, hint }, sourceFile),
    );
  }

  /** A warning at the current field. */
  warn(code: string, message: string, hint: string): void {
    this.report(code, 'warning', message, hint);
  }

  /** Records the files of a symbol's declarations as dependencies of the schema. */
  recordSymbol(symbol: ts.Symbol | undefined): void {
    if (symbol) recordDeclarationFiles(symbol.declarations, this.session.schemaContext.files);
  }

  /** Records the files that declare `type` (its alias and its symbol). */
  recordType(type: ts.Type): void {
    this.recordSymbol(type.aliasSymbol);
    this.recordSymbol(type.getSymbol());
  }

  /** Prints a type for messages and descriptions (a union's members in written order). */
  typeText(type: ts.Type): string {
    return typeTextInWrittenOrder(type, this.position, this.checker);
  }
}

/** The name of a named declaration, where a diagnostic reads best. */
function nameOf(node: ts.Node): ts.Node | undefined {
  const name = (node as { name?: ts.Node }).name;
  return name && typeof name === 'object' && 'kind' in name ? name : undefined;
}
