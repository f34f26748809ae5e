export type MyObject = Record<symbol, string>;
