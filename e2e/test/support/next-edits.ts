// Source edits the Next.js suites make to their copy of fixtures/apps/next-shop.

/** A field added to `SearchProductsParams` in src/types.ts, a file the tool's own file only imports types from. */
const IN_STOCK_FIELD = '  /** Only products that are in stock */\n  inStock?: boolean;\n';

/** src/types.ts with `inStock` added at the end of `SearchProductsParams`. */
export function withInStockField(typesSource: string): string {
  const marker = '  limit?: number;\n';
  if (!typesSource.includes(marker))
    throw new Error('src/types.ts no longer ends SearchProductsParams with limit');
  return typesSource.replace(marker, `${marker}${IN_STOCK_FIELD}`);
}

/** An export of src/api/products.ts (a `registerGlobalTools` namespace) whose parameter is a bare string: M2. */
const PRIMITIVE_PARAMETER_TOOL =
  '\n/** Look a product up by its bare id */\nexport function findProductById(id: string): Product | undefined {\n  return PRODUCTS.find((product) => product.id === id);\n}\n';

/** src/api/products.ts with the M2 tool appended, and where the core must locate the error (1-based). */
export function withPrimitiveParameterTool(productsSource: string): {
  source: string;
  line: number;
  column: number;
} {
  const source = productsSource + PRIMITIVE_PARAMETER_TOOL;
  const offset = source.indexOf('id: string): Product | undefined');
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { source, line, column };
}
