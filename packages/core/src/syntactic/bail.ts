/**
 * Thrown wherever the engine meets what it cannot prove the checker engine would answer the same
 * way; `extractFile` turns it into `{ bail }`. `reason` is short and stable (the bench counts
 * them): `<area>:<what>`, e.g. `type:generic`, `tsconfig:extends`.
 */
export class SyntacticBail extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** Stops the extraction of the current call-site file: the checker engine answers it. */
export function bail(reason: string, detail?: string): never {
  throw new SyntacticBail(reason, detail);
}
