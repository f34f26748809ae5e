// Tools whose run-time behaviour SPEC 4 fixes and the fixture apps do not exercise: nested input
// validation, thrown errors, M4, non-JSON results, pass-through results, and a slow tool that
// watches its signal.

let taggedCount = 0;

export interface TagOrderParams {
  /** The order to tag */
  orderId: string;
  /** How to tag it */
  filters: {
    /** Tags to add */
    tags: string[];
    /** How urgent the order is */
    priority?: 'low' | 'high';
  };
}

/** Tag an order */
export function tagOrder({ orderId, filters }: TagOrderParams) {
  taggedCount += 1;
  document.getElementById('tagged-count')!.textContent = String(taggedCount);
  return { orderId, tags: filters.tags, priority: filters.priority ?? 'low' };
}

/**
 * Charge the customer's card
 * @consequential
 */
export function chargeCard(params: {
  /** Amount in cents */
  amount: number;
}): { charged: number } {
  throw new Error(`Card declined: insufficient funds for ${params.amount}`);
}

/** Ask the agent a follow-up question (a multi-round flow, which WebMCP cannot carry) */
export function askFollowUp() {
  // Computed, because the build plugin rejects a literal `input_required` return (M4): this is
  // the SDK's run-time net for the results the build cannot see.
  const resultType = ['input', 'required'].join('_');
  return { resultType, question: 'Which size?' };
}

/**
 * Export the orders grouped by customer
 * @readonly
 */
export function exportOrders() {
  return { byCustomer: new Map([['ada', 2]]) };
}

/**
 * Say hello
 * @readonly
 */
export function sayHello() {
  return 'hello';
}

/** Return a ready-made MCP result */
export function preformattedReport() {
  return { content: [{ type: 'text', text: 'report ready' }], isError: false };
}

/** Wait for the shipment to leave the warehouse */
export function waitForShipment(_params: Record<string, never>, { signal }: { signal: AbortSignal }) {
  const shipment = document.getElementById('shipment')!;
  shipment.textContent = 'waiting';
  return new Promise((resolve) => {
    signal.addEventListener('abort', () => {
      shipment.textContent = `aborted: ${signal.reason instanceof Error ? signal.reason.name : String(signal.reason)}`;
    });
    Object.assign(window, { shipNow: () => resolve({ shipped: true }) });
  });
}
