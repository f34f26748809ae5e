export type MyObject = Pick<Record<"a" | "b" | "c", string>, "a">;
