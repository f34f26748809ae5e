import { ts } from 'ts-morph';
import { isPackageFile } from '../conversion-engine/files';
import { zodNameAt } from './zod-package';

/** zod's names for the type of a schema's values: `z.infer`, `z.input`, `z.output`, `z.TypeOf`. */
const INFERRED_TYPE_NAMES = new Set(['infer', 'input', 'output', 'TypeOf']);

// Alias chains are short; the cap guards against a cycle.
const MAX_ALIAS_HOPS = 8;

/**
 * The name `S` in a written type `z.infer<typeof S>` (or `z.input`/`z.output`, under any import
 * name), also when reached through the project's own non-generic aliases
 * (`type CreateInput = z.infer<typeof createSchema>`). Each alias file passed through goes to
 * `onFile`. Undefined when the type is not written that way.
 */
export function findZodSchemaName(
  typeNode: ts.TypeNode | undefined,
  checker: ts.TypeChecker,
  onFile: (fileName: string) => void,
): ts.Identifier | undefined {
  let node = typeNode;
  for (let hops = 0; node && hops < MAX_ALIAS_HOPS; hops++) {
    while (ts.isParenthesizedTypeNode(node)) node = node.type;
    if (!ts.isTypeReferenceNode(node)) return undefined;
    const name = rightmost(node.typeName);
    const argument = node.typeArguments?.length === 1 ? node.typeArguments[0] : undefined;
    const zodName = zodNameAt(name, checker);
    if (zodName !== undefined) {
      return INFERRED_TYPE_NAMES.has(zodName) && argument && ts.isTypeQueryNode(argument)
        ? rightmost(argument.exprName)
        : undefined;
    }
    if (node.typeArguments?.length) return undefined;
    const alias = userTypeAliasOf(name, checker);
    if (!alias) return undefined;
    onFile(alias.getSourceFile().fileName);
    node = alias.type;
  }
  return undefined;
}

function rightmost(name: ts.EntityName): ts.Identifier {
  return ts.isQualifiedName(name) ? name.right : name;
}

/** The project's own non-generic `type X = …` a name refers to (through imports). */
function userTypeAliasOf(name: ts.Identifier, checker: ts.TypeChecker): ts.TypeAliasDeclaration | undefined {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration || declaration.typeParameters?.length) return undefined;
  return isPackageFile(declaration.getSourceFile()) ? undefined : declaration;
}
