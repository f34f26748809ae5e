interface Product {
  /** Product id */
  id: string;
  /** Price in euros */
  price: number;
  tags: string[];
}

// What a JSON API might send: p2's price arrives as a string, whatever the type says.
const CATALOGUE: Record<string, unknown> = {
  p1: { id: 'p1', price: 9.5, tags: ['new'] },
  p2: { id: 'p2', price: '12.50', tags: ['sale'] },
};

let lookups = 0;

/** Get a product by id */
export async function getProduct(input: { /** Product id */ id: string }): Promise<Product> {
  lookups += 1;
  document.getElementById('lookup-count')!.textContent = String(lookups);
  return CATALOGUE[input.id] as Product;
}

/** Count the products (a number: no output schema) */
export function countProducts(input: { /** Only this tag */ tag?: string }): number {
  return Object.values(CATALOGUE).filter(
    (product) => !input.tag || (product as Product).tags.includes(input.tag),
  ).length;
}
