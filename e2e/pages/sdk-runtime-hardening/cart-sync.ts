// A slow tool whose name a newer owner (with another schema) takes while a call is in flight
// (issue 17, item 9): the old function must hear its signal at once, and a result it returns
// anyway must still reach the agent.

const status = () => document.getElementById('dialog-status')!;

/** Sync the cart with the server */
export function syncCart(_params: Record<string, never>, { signal }: { signal: AbortSignal }) {
  status().textContent = 'syncing';
  signal.addEventListener('abort', () => {
    status().textContent = 'sync heard abort';
  });
  return new Promise((resolve) => {
    Object.assign(window, { finishSync: () => resolve({ synced: true, aborted: signal.aborted }) });
  });
}
