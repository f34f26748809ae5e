import { ts } from 'ts-morph';
import type { Diagnostic } from '../types';
import { collectClassEntries } from './class-tools';
import type { SdkCall } from './sdk-calls';
import { collectMapEntries } from './tool-map';
import type { ToolEntry, TraceContext } from './trace-context';
import { untraceableDiagnostic } from './untraceable';

/**
 * What one argument of a registration call brings (for `withWebMcpTools`, the whole call):
 * kept between extractions and traced again only when one of its `files` changes, so that an
 * edit to one API module does not re-trace the hundreds of others registered next to it.
 */
export interface ArgumentTrace {
  entries: ToolEntry[];
  diagnostics: Diagnostic[];
  /** Every file tracing this argument looked at. */
  files: string[];
}

/** How many separately traced units a call has: one per map argument, one for a class call. */
export function tracedUnitCount(sdkCall: SdkCall): number {
  return sdkCall.kind === 'class' ? 1 : sdkCall.call.arguments.length;
}

/** Traces one unit of a registration call (M1, M3, M6, M7 reported in its diagnostics). */
export function traceCallArgument(sdkCall: SdkCall, index: number, checker: ts.TypeChecker): ArgumentTrace {
  const callFile = sdkCall.call.getSourceFile().fileName;
  const context: TraceContext = { checker, diagnostics: [], visitedFiles: new Set([callFile]) };
  const entries: ToolEntry[] = [];
  const argument = sdkCall.call.arguments[index];
  if (sdkCall.kind === 'class') {
    collectClassEntries(sdkCall.call, context, [callFile], entries);
  } else if (ts.isSpreadElement(argument)) {
    context.diagnostics.push(
      untraceableDiagnostic(undefined, {
        node: argument,
        reason: 'a spread argument hides which maps are passed',
        hint: 'Pass each map as its own argument: registerGlobalTools(userApi, productApi)',
      }),
    );
  } else {
    collectMapEntries(argument, context, { files: [callFile], branches: [] }, entries);
  }
  for (const entry of entries) for (const file of entry.definition.files) context.visitedFiles.add(file);
  return { entries, diagnostics: context.diagnostics, files: [...context.visitedFiles] };
}
