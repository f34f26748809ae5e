// The "close the dialog, then finish" tool of issue 26, item 1: a consequential tool whose own
// effect unmounts the component that registered it, and whose work goes on after that.
import { createElement, useState } from 'react';
import { useWebMcpTools } from 'webmcp-nexus-sdk';

const status = (text: string) => {
  document.getElementById('dialog-status')!.textContent = text;
};

function CheckoutDialog({ onClose }: { onClose: () => void }) {
  /**
   * Place the order: close the checkout dialog, then wait for the payment to settle
   * @consequential
   */
  const placeOrder = async (
    {
      settleMs,
    }: {
      /** How long the payment takes to settle once the dialog has closed, in milliseconds */
      settleMs: number;
    },
    { signal }: { signal: AbortSignal },
  ) => {
    signal.addEventListener('abort', () => status('closed; the tool was told it is unregistered'));
    onClose(); // unmounts this component, and so unregisters this very tool
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    status('order placed');
    return { orderId: 'order-1', settledAfterMs: settleMs, toldUnregistered: signal.aborted };
  };
  useWebMcpTools({ placeOrder });
  return createElement('p', { 'data-testid': 'checkout-dialog' }, 'Checkout');
}

/** The page's checkout dialog, open until its own tool closes it. */
export function DialogHost() {
  const [open, setOpen] = useState(true);
  return open ? createElement(CheckoutDialog, { onClose: () => setOpen(false) }) : null;
}
