/** One line of an order. */
interface OrderLine {
  /** The article number */
  sku: string;
  /** How many */
  quantity: number;
}

/** What `previewOrder` accepts: every kind of field the inspector's form generates. */
export interface PreviewOrderParams {
  /** The lines of the order */
  lines: OrderLine[];
  /** Wrap it as a gift */
  gift: boolean;
  /** How fast to ship */
  speed?: 'standard' | 'express';
  /** The customer's reference, text or a number */
  reference?: string | number;
  /**
   * How many printed copies of the invoice
   * @default 1
   */
  copies?: number;
}

/**
 * Preview an order without placing it: returns what it was given
 * @readonly
 */
export function previewOrder(params: PreviewOrderParams): PreviewOrderParams {
  return params;
}
