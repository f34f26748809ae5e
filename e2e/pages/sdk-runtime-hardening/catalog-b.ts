// Two owners, two different functions, one name, identical schemas (issue 17, item 8).

/** Find a product */
export function findProduct(params: {
  /** Search keyword */
  keyword: string;
}) {
  return `catalog B: ${params.keyword}`;
}
