export type MyObject = { [K in string]?: boolean };
