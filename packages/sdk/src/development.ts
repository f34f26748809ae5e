// Development warnings cost nothing in production: every one sits behind a guard written out
// where the message is built,
//
//   try {
//     if (process.env.NODE_ENV !== 'production') registry.warnOnce(`...`);
//   } catch {}
//
// Vite, webpack and esbuild replace `process.env.NODE_ENV`, so a production build folds the
// condition to false and drops the branch, message text included (the size budget relies on it:
// `test/entries.test.ts` checks). A page with neither a bundler nor a `process` global gets no
// warnings rather than a ReferenceError. A helper taking the message could not do this: the text
// would be built at the call site, outside the dropped branch.

/** The message of anything thrown, never its stack; never throws (a null-prototype object, a throwing getter). */
export function messageOf(error: unknown): string {
  try {
    return String((error as { message?: unknown } | null)?.message ?? error);
  } catch {
    return 'unreadable error';
  }
}
