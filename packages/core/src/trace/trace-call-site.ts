import { ts } from 'ts-morph';
import { collectClassEntries } from './class-tools';
import { withoutDuplicateNames } from './duplicate-names';
import type { SdkCall } from './sdk-calls';
import { collectMapEntries } from './tool-map';
import type { ToolEntry, TraceContext } from './trace-context';
import { untraceableDiagnostic } from './untraceable';

/** Every name → function pair one registration call brings, with M1/M3/M5/M6/M7 reported. */
export function traceCallSite(sdkCall: SdkCall, context: TraceContext): ToolEntry[] {
  const callFile = sdkCall.call.getSourceFile().fileName;
  const entries: ToolEntry[] = [];
  if (sdkCall.kind === 'class') {
    collectClassEntries(sdkCall.call, context, [callFile], entries);
    return entries;
  }
  for (const argument of sdkCall.call.arguments) {
    if (ts.isSpreadElement(argument)) {
      context.diagnostics.push(
        untraceableDiagnostic(undefined, {
          node: argument,
          reason: 'a spread argument hides which maps are passed',
          hint: 'Pass each map as its own argument: registerGlobalTools(userApi, productApi)',
        }),
      );
      continue;
    }
    collectMapEntries(argument, context, { files: [callFile], branches: [] }, entries);
  }
  return withoutDuplicateNames(entries, context);
}
