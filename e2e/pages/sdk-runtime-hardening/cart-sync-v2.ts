// The newer owner of `syncCart`, with a different schema (see cart-sync.ts).

/** Sync the cart with the server, for one store */
export function syncCart(params: {
  /** Which store */
  store: string;
}) {
  return { synced: params.store };
}
