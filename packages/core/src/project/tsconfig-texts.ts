import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic } from '../types';
import { toAbsolutePosixPath } from './paths';

/**
 * The texts of P1 and P2, one copy for both ways of reading a tsconfig: TypeScript's
 * (load-tsconfig.ts) and the syntactic engine's (syntactic/project-config.ts, no TypeScript).
 */

const DEFAULTS_TEXT = 'strict, ESNext, bundler resolution, jsx react-jsx';

/** P1: no tsconfig in `root` or above; the defaults apply. */
export function missingTsconfigDiagnostic(root: string): Diagnostic {
  return {
    code: DiagnosticCode.TsconfigMissing,
    severity: 'warning',
    message: `No tsconfig.json found in ${toAbsolutePosixPath(root)} or above: using defaults (${DEFAULTS_TEXT})`,
    hint: 'Add a tsconfig.json to the project root, or pass the `tsconfig` option to the plugin',
    file: toAbsolutePosixPath('tsconfig.json', root),
    line: 1,
    column: 1,
  };
}

/** P2's code, severity, message and hint, for a tsconfig that cannot be used (`reason`, as TypeScript words it). */
export function unusableTsconfigText(reason: string) {
  return {
    code: DiagnosticCode.TsconfigInvalid,
    severity: 'error' as const,
    message: `The tsconfig cannot be used: ${reason.replace(/\.$/, '')}. Using defaults (${DEFAULTS_TEXT}) instead`,
    hint: 'Fix the tsconfig so that the extractor sees the same compiler options as tsc',
  };
}

/** P2 at the top of the tsconfig (TypeScript gives no position for it). */
export function unlocatedTsconfigError(configPath: string, reason: string): Diagnostic {
  return { ...unusableTsconfigText(reason), file: configPath, line: 1, column: 1 };
}

/** The reason P2 gives for an explicit `tsconfig` option naming no file. */
export function missingTsconfigReason(configPath: string): string {
  return `The tsconfig "${configPath}" does not exist`;
}
