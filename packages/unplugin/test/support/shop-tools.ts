/**
 * What the shop example (fixtures/apps/shop) must expose once built, whatever the bundler: the
 * schemas its TypeScript and JSDoc describe. Checked against what the page registered.
 */
const object = (properties: Record<string, unknown>, required: string[]) =>
  required.length === 0 && Object.keys(properties).length === 0
    ? { type: 'object', properties }
    : { type: 'object', properties, required, additionalProperties: false };

export const SHOP_TOOLS: Record<
  string,
  { title?: string; description: string; readOnly?: boolean; untrusted?: boolean; inputSchema: unknown }
> = {
  searchProducts: {
    title: 'Search products',
    readOnly: true,
    description:
      'Search the catalog by keyword, category and price range.\nReturns the matching products, cheapest first.',
    inputSchema: object(
      {
        keyword: { type: 'string', description: 'Words to look for in product names' },
        category: {
          type: 'string',
          description: 'Only products of this category',
          enum: ['books', 'games', 'music'],
        },
        price: {
          type: 'object',
          description: 'Only products whose price is in this range',
          properties: {
            min: { type: 'number', description: 'Lowest price, inclusive' },
            max: { type: 'number', description: 'Highest price, inclusive' },
          },
          additionalProperties: false,
        },
        limit: {
          type: 'number',
          description: 'How many products to return at most',
          default: 10,
          minimum: 1,
          maximum: 50,
        },
      },
      ['keyword'],
    ),
  },
  getProduct: {
    readOnly: true,
    description: 'Get one product by its id',
    inputSchema: object({ id: { type: 'string', description: 'The product id, e.g. "b1"' } }, ['id']),
  },
  addToCart: {
    title: 'Add to cart',
    description: 'Add a product to the cart',
    inputSchema: object(
      {
        productId: { type: 'string', description: 'The product to add' },
        quantity: { type: 'number', description: 'How many items to add', default: 1 },
      },
      ['productId'],
    ),
  },
  removeFromCart: {
    description: 'Remove every item of one product from the cart',
    inputSchema: object({ productId: { type: 'string', description: 'The product to remove' } }, [
      'productId',
    ]),
  },
  getCart: {
    readOnly: true,
    description: 'Show what the cart holds and its total price',
    inputSchema: object({}, []),
  },
  checkout: {
    title: 'Checkout',
    description:
      'Place the order for everything in the cart, then empty the cart.\nFails when the cart is empty.',
    inputSchema: object(
      {
        address: { type: 'string', description: 'Where to ship the order' },
        cashOnDelivery: { type: 'boolean', description: 'Pay the courier instead of paying now' },
      },
      ['address'],
    ),
  },
  setCatalogFilter: {
    title: 'Filter catalog',
    description: 'Filter the catalog page by category and maximum price',
    inputSchema: object(
      {
        category: {
          type: 'string',
          description: 'Show only this category, or every category',
          enum: ['books', 'games', 'music', 'all'],
        },
        maxPrice: { type: 'number', description: 'Hide products that cost more' },
      },
      ['category'],
    ),
  },
  getCatalogFilter: {
    readOnly: true,
    description: "Read the catalog page's current filter and how many products it shows",
    inputSchema: object({}, []),
  },
  clearCatalogFilter: {
    description: 'Show every product again (admins only)',
    inputSchema: object({}, []),
  },
  listReviews: {
    readOnly: true,
    untrusted: true,
    description: 'List the reviews of one product',
    inputSchema: object({ productId: { type: 'string', description: 'The product whose reviews to list' } }, [
      'productId',
    ]),
  },
  addReview: {
    description: 'Post a review of a product',
    inputSchema: object(
      {
        productId: { type: 'string', description: 'The product reviewed' },
        author: { type: 'string', description: 'Who writes the review' },
        text: { type: 'string', description: 'What the review says' },
      },
      ['productId', 'author', 'text'],
    ),
  },
};

/** Tools registered at start-up (admin mode off: `clearCatalogFilter` is conditional). */
export const SHOP_TOOLS_AT_START = Object.keys(SHOP_TOOLS)
  .filter((name) => name !== 'clearCatalogFilter')
  .sort();
