// What an agent must see on fixtures/apps/shop (whichever bundler built it), derived by hand
// from the app's source and SPEC 3: this is the contract the build plugin and SDK must meet.
// `origin` is left out (it is the test server's).
import type { ListedTool } from '../../src/model-context.mjs';

type ExpectedTool = Omit<ListedTool, 'origin'>;

const plain = { readOnlyHint: false, untrustedContentHint: false };
const readOnly = { readOnlyHint: true, untrustedContentHint: false };

/** `registerGlobalTools(productApi, cartApi)` in main.tsx: there for the page's whole life. */
export const GLOBAL_TOOLS: ExpectedTool[] = [
  {
    name: 'searchProducts',
    title: 'Search products',
    description:
      'Search the catalog by keyword, category and price range.\nReturns the matching products, cheapest first.',
    inputSchema: {
      type: 'object',
      properties: {
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
      required: ['keyword'],
      additionalProperties: false,
    },
    annotations: readOnly,
  },
  {
    name: 'getProduct',
    title: 'getProduct',
    description: 'Get one product by its id',
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string', description: 'The product id, e.g. "b1"' } },
      required: ['id'],
      additionalProperties: false,
    },
    annotations: readOnly,
  },
  {
    name: 'addToCart',
    title: 'Add to cart',
    description: 'Add a product to the cart',
    inputSchema: {
      type: 'object',
      properties: {
        productId: { type: 'string', description: 'The product to add' },
        quantity: { type: 'number', description: 'How many items to add', default: 1 },
      },
      required: ['productId'],
      additionalProperties: false,
    },
    annotations: plain,
  },
  {
    name: 'removeFromCart',
    title: 'removeFromCart',
    description: 'Remove every item of one product from the cart',
    inputSchema: {
      type: 'object',
      properties: { productId: { type: 'string', description: 'The product to remove' } },
      required: ['productId'],
      additionalProperties: false,
    },
    annotations: plain,
  },
  {
    name: 'getCart',
    title: 'getCart',
    description: 'Show what the cart holds and its total price',
    inputSchema: { type: 'object', properties: {} },
    annotations: readOnly,
  },
  {
    name: 'checkout',
    title: 'Checkout',
    description:
      'Place the order for everything in the cart, then empty the cart.\nFails when the cart is empty.',
    inputSchema: {
      type: 'object',
      properties: {
        address: { type: 'string', description: 'Where to ship the order' },
        cashOnDelivery: { type: 'boolean', description: 'Pay the courier instead of paying now' },
      },
      required: ['address'],
      additionalProperties: false,
    },
    // @consequential is sent by the SDK but dropped by the polyfill (checked on the SDK side).
    annotations: plain,
  },
];

/**
 * `useWebMcpTools({ setCatalogFilter, getCatalogFilter }, isAdmin ? { clearCatalogFilter } : {})`
 * in CatalogPage: a tool that writes the page's state and one that reads it.
 */
export const CATALOG_TOOLS: ExpectedTool[] = [
  {
    name: 'setCatalogFilter',
    title: 'Filter catalog',
    description: 'Filter the catalog page by category and maximum price',
    inputSchema: {
      type: 'object',
      properties: {
        category: {
          type: 'string',
          description: 'Show only this category, or every category',
          enum: ['books', 'games', 'music', 'all'],
        },
        maxPrice: { type: 'number', description: 'Hide products that cost more' },
      },
      required: ['category'],
      additionalProperties: false,
    },
    annotations: plain,
  },
  {
    name: 'getCatalogFilter',
    title: 'getCatalogFilter',
    description: "Read the catalog page's current filter and how many products it shows",
    inputSchema: { type: 'object', properties: {} },
    annotations: readOnly,
  },
];

/** The admin-only tool of CatalogPage's conditional map. */
export const ADMIN_CATALOG_TOOL: ExpectedTool = {
  name: 'clearCatalogFilter',
  title: 'clearCatalogFilter',
  description: 'Show every product again (admins only)',
  inputSchema: { type: 'object', properties: {} },
  annotations: plain,
};

/** `withWebMcpTools(ReviewsPanel)`: its documented method and arrow field. */
export const REVIEW_TOOLS: ExpectedTool[] = [
  {
    name: 'listReviews',
    title: 'listReviews',
    description: 'List the reviews of one product',
    inputSchema: {
      type: 'object',
      properties: { productId: { type: 'string', description: 'The product whose reviews to list' } },
      required: ['productId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, untrustedContentHint: true },
  },
  {
    name: 'addReview',
    title: 'addReview',
    description: 'Post a review of a product',
    inputSchema: {
      type: 'object',
      properties: {
        productId: { type: 'string', description: 'The product reviewed' },
        author: { type: 'string', description: 'Who writes the review' },
        text: { type: 'string', description: 'What the review says' },
      },
      required: ['productId', 'author', 'text'],
      additionalProperties: false,
    },
    annotations: plain,
  },
];

/** Names of the tools listed right after the app loads (catalog and reviews mounted, not admin). */
export const INITIAL_TOOL_NAMES = [...GLOBAL_TOOLS, ...CATALOG_TOOLS, ...REVIEW_TOOLS]
  .map((tool) => tool.name)
  .sort();
