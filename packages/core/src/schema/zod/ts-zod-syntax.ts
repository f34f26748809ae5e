import { ts } from 'ts-morph';
import { unwrapExpression } from '../../trace/unwrap-expression';
import { isPackageFile } from '../conversion-engine/files';
import { constDeclarationOf, readStaticValue } from '../static-value';
import { isZodFunctionAt, zodNameAt } from './zod-package';
import type { ZodProperty, ZodSyntax } from './zod-syntax';

/** The zod reader's view of TypeScript's tree, with the checker's symbols (the checker engine's). */
export function tsZodSyntax(checker: ts.TypeChecker): ZodSyntax<ts.Node> {
  return {
    unwrap: (node) => unwrapExpression(node as ts.Expression),
    kind(node) {
      if (ts.isCallExpression(node)) return 'call';
      if (ts.isPropertyAccessExpression(node)) return 'property-access';
      if (ts.isIdentifier(node)) return 'identifier';
      if (ts.isObjectLiteralExpression(node)) return 'object';
      if (ts.isRegularExpressionLiteral(node)) return 'regex';
      return 'other';
    },
    callee: (call) => (call as ts.CallExpression).expression,
    callArguments: (call) => (call as ts.CallExpression).arguments,
    receiver: (access) => (access as ts.PropertyAccessExpression).expression,
    memberName: (access) => (access as ts.PropertyAccessExpression).name,
    identifierText: (name) => (name as ts.Identifier).text,
    zodNameAt: (name) => zodNameAt(name, checker),
    isZodFunctionAt: (name) => isZodFunctionAt(name, checker),
    boundSchema(node) {
      const name = node as ts.Identifier;
      let symbol = ts.isShorthandPropertyAssignment(name.parent)
        ? checker.getShorthandAssignmentValueSymbol(name.parent)
        : checker.getSymbolAtLocation(name);
      const aliasFiles: string[] = [];
      const seen = new Set<ts.Symbol>();
      while (symbol && symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol)) {
        seen.add(symbol);
        for (const declaration of symbol.declarations ?? [])
          aliasFiles.push(declaration.getSourceFile().fileName);
        symbol = checker.getImmediateAliasedSymbol(symbol);
      }
      const declaration = symbol?.valueDeclaration;
      if (declaration && isPackageFile(declaration.getSourceFile())) return { aliasFiles, bound: 'package' };
      const initializer = declaration && boundSchemaOf(declaration);
      if (!declaration || !initializer) return { aliasFiles, bound: undefined };
      return {
        aliasFiles,
        bound: { initializer, file: declaration.getSourceFile().fileName, key: declaration },
      };
    },
    constInitializer(node) {
      const declaration = constDeclarationOf(node as ts.Expression, checker);
      return declaration?.initializer
        ? { initializer: declaration.initializer, file: declaration.getSourceFile().fileName }
        : undefined;
    },
    properties: (object) => (object as ts.ObjectLiteralExpression).properties.map(propertyOf),
    regex(node) {
      if (!ts.isRegularExpressionLiteral(node)) return undefined;
      const text = node.text;
      const slash = text.lastIndexOf('/');
      return { source: text.slice(1, slash), flags: text.slice(slash + 1) };
    },
    staticValue: (node, onFile) => readStaticValue(node as ts.Expression, checker, onFile),
    text: (node) => node.getText(),
    isInPackage: (node) => isPackageFile(node.getSourceFile()),
    mentionsMember(node, members) {
      let found = false;
      const visit = (child: ts.Node): void => {
        if (found) return;
        if (ts.isPropertyAccessExpression(child) && members.has(child.name.text)) found = true;
        else ts.forEachChild(child, visit);
      };
      visit(node);
      return found;
    },
  };
}

function propertyOf(property: ts.ObjectLiteralElementLike): ZodProperty<ts.Node> {
  if (ts.isSpreadAssignment(property))
    return { kind: 'spread', node: property, argument: property.expression };
  const name = property.name && staticKey(property.name);
  const nameText = property.name?.getText() ?? '';
  if (ts.isPropertyAssignment(property))
    return { kind: 'property', name, value: property.initializer, node: property, nameText };
  if (ts.isShorthandPropertyAssignment(property))
    return { kind: 'shorthand', name: property.name.text, value: property.name, node: property, nameText };
  // zod 4's recursive shapes: `get children() { return z.array(Node) }`.
  if (ts.isGetAccessorDeclaration(property)) {
    const statement = property.body?.statements.length === 1 ? property.body.statements[0] : undefined;
    const value = statement && ts.isReturnStatement(statement) ? statement.expression : undefined;
    return { kind: 'getter', name, value, node: property, nameText };
  }
  return { kind: 'other', node: property };
}

function staticKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
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
