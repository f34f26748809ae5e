import { ts } from 'ts-morph';

// `zod` itself, or an npm alias of it (`zod-3`, `zod-v4`), wherever the package manager put it.
const ZOD_FILE = /[\\/]node_modules[\\/]zod(?:-v?\d[^\\/]*)?[\\/]/;

/** Whether `sourceFile` belongs to the zod package. */
function isZodFile(sourceFile: ts.SourceFile): boolean {
  return ZOD_FILE.test(sourceFile.fileName);
}

/**
 * The name zod exports a symbol under, when the name at `location` leads to zod: the first
 * symbol on its alias chain that zod declares (`import { minLength as ml } from 'zod/mini'` gives
 * `minLength`, not zod's internal `_minLength`). Undefined for anything that is not zod's.
 */
export function zodNameAt(location: ts.Node, checker: ts.TypeChecker): string | undefined {
  let symbol = checker.getSymbolAtLocation(location);
  const seen = new Set<ts.Symbol>();
  while (symbol && !seen.has(symbol)) {
    seen.add(symbol);
    if (symbol.declarations?.some((declaration) => isZodFile(declaration.getSourceFile()))) {
      return symbol.name;
    }
    if (!(symbol.flags & ts.SymbolFlags.Alias)) return undefined;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return undefined;
}

/** Whether the zod symbol at `location` is a function zod exports (`z.string`), not a schema's method. */
export function isZodFunctionAt(location: ts.Node, checker: ts.TypeChecker): boolean {
  let symbol = checker.getSymbolAtLocation(location);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (
    symbol?.declarations?.some(
      (declaration) => ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration),
    ) ?? false
  );
}
