import { ts } from 'ts-morph';
import { unwrapExpression } from '../trace/unwrap-expression';
import { walkFunctionBody } from './function-body';

/**
 * The places where a tool returns `{ resultType: 'input_required' }` (M4): a `return` (or an
 * arrow's expression body) whose value is such an object literal, through `await`, `as`,
 * parentheses, `?:`, `??`/`||`/`&&`, `Promise.resolve(…)` and a `const` bound to one; and a
 * declared return type (`Promise<…>` unwrapped) that has that literal. Syntactic for returns:
 * type-checking the body would cost what the extractor must not spend.
 */
export function findInputRequiredReturns(fn: ts.SignatureDeclaration, checker: ts.TypeChecker): ts.Node[] {
  const found: ts.Node[] = [];
  if (fn.type && declaredTypeRequiresInput(checker.getTypeFromTypeNode(fn.type), checker))
    found.push(fn.type);
  const body = (fn as { body?: ts.Node }).body;
  if (body && !ts.isBlock(body)) {
    if (returnsInputRequired(body as ts.Expression, checker, 0)) found.push(body);
    return found;
  }
  walkFunctionBody(
    fn,
    (node) => {
      if (
        ts.isReturnStatement(node) &&
        node.expression &&
        returnsInputRequired(node.expression, checker, 0)
      ) {
        found.push(node);
      }
      return false;
    },
    { ownOnly: true },
  );
  return found;
}

function declaredTypeRequiresInput(type: ts.Type, checker: ts.TypeChecker): boolean {
  const awaited = awaitedType(type, checker);
  const members = awaited.isUnion() ? awaited.types : [awaited];
  return members.some((member) => {
    const property = checker.getPropertyOfType(member, 'resultType');
    if (!property) return false;
    // Exactly that literal: a result type that merely allows it (`'complete' | 'input_required'`) is not a claim.
    const propertyType = checker.getTypeOfSymbol(property);
    const values = (propertyType.isUnion() ? propertyType.types : [propertyType]).filter(
      (value) => !(value.flags & ts.TypeFlags.Undefined),
    );
    return (
      values.length > 0 &&
      values.every((value) => value.isStringLiteral() && value.value === 'input_required')
    );
  });
}

/**
 * What a declared return type resolves to. `Promise<T>` is unwrapped directly: the checker's
 * general `getAwaitedType` runs relation checks that cost more than the rest of a tool's schema.
 */
function awaitedType(type: ts.Type, checker: ts.TypeChecker): ts.Type {
  if (type.getSymbol()?.name === 'Promise' && (type as ts.TypeReference).target) {
    const [value] = checker.getTypeArguments(type as ts.TypeReference);
    if (value) return awaitedType(value, checker);
  }
  if (!type.isUnion() && !checker.getPropertyOfType(type, 'then')) return type;
  return checker.getAwaitedType(type) ?? type;
}

const MAX_CONST_HOPS = 3;

function returnsInputRequired(expression: ts.Expression, checker: ts.TypeChecker, hops: number): boolean {
  const value = skipWrappers(expression);
  if (ts.isObjectLiteralExpression(value)) return value.properties.some(isInputRequiredProperty);
  if (ts.isConditionalExpression(value)) {
    return (
      returnsInputRequired(value.whenTrue, checker, hops) ||
      returnsInputRequired(value.whenFalse, checker, hops)
    );
  }
  if (ts.isBinaryExpression(value) && isFallbackOperator(value.operatorToken.kind)) {
    return (
      returnsInputRequired(value.left, checker, hops) || returnsInputRequired(value.right, checker, hops)
    );
  }
  if (ts.isCallExpression(value) && isPromiseResolve(value) && value.arguments[0]) {
    return returnsInputRequired(value.arguments[0], checker, hops);
  }
  if (ts.isIdentifier(value) && hops < MAX_CONST_HOPS) {
    const declaration = checker.getSymbolAtLocation(value)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return returnsInputRequired(declaration.initializer, checker, hops + 1);
    }
  }
  return false;
}

function isInputRequiredProperty(property: ts.ObjectLiteralElementLike): boolean {
  if (!ts.isPropertyAssignment(property)) return false;
  const name = property.name;
  if (!(ts.isIdentifier(name) || ts.isStringLiteral(name)) || name.text !== 'resultType') return false;
  const value = skipWrappers(property.initializer);
  return ts.isStringLiteralLike(value) && value.text === 'input_required';
}

/** `unwrapExpression` that also looks through `await` (a returned promise's value counts). */
function skipWrappers(expression: ts.Expression): ts.Expression {
  let current = unwrapExpression(expression);
  while (ts.isAwaitExpression(current)) current = unwrapExpression(current.expression);
  return current;
}

function isFallbackOperator(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.QuestionQuestionToken ||
    kind === ts.SyntaxKind.BarBarToken ||
    kind === ts.SyntaxKind.AmpersandAmpersandToken
  );
}

function isPromiseResolve(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'Promise' &&
    callee.name.text === 'resolve'
  );
}
