import type { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { Diagnostic } from '../types';

/** Why a registered value could not be followed to a function, and where tracing stopped. */
export interface TraceFailure {
  node: ts.Node;
  reason: string;
  hint?: string;
}

const DEFAULT_HINT =
  'Register a function defined in this project: a key of an object literal ({ search }), a named export of a module passed as `import * as api`, or a class method with withWebMcpTools';

/** M1: the tool named `name` cannot be traced (at the node where tracing stopped). */
export function untraceableDiagnostic(name: string | undefined, failure: TraceFailure): Diagnostic {
  const subject = name === undefined ? 'This value' : `Tool "${name}"`;
  return diagnosticAt(failure.node, {
    code: DiagnosticCode.Untraceable,
    severity: 'error',
    message: `${subject} cannot be traced to a function definition: ${failure.reason}`,
    hint: failure.hint ?? DEFAULT_HINT,
  });
}
