import type { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import type { Diagnostic } from '../types';
import { untraceableText } from './trace-texts';

/** Why a registered value could not be followed to a function, and where tracing stopped. */
export interface TraceFailure {
  node: ts.Node;
  reason: string;
  hint?: string;
}

/** M1: the tool named `name` cannot be traced (at the node where tracing stopped). */
export function untraceableDiagnostic(name: string | undefined, failure: TraceFailure): Diagnostic {
  return diagnosticAt(failure.node, untraceableText(name, failure.reason, failure.hint));
}
