/**
 * Whether this run should rewrite the files `variable` (e.g. `UPDATE_FIXTURES`) stands for;
 * throws a one-line explanation when it is asked for under CI.
 */
export function isUpdateRun(variable: string, env?: Record<string, string | undefined>): boolean;
