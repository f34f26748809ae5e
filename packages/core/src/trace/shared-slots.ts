import path from 'node:path';
import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic, ExtractedTool } from '../types';

/**
 * The tools of one call-site file that can be delivered their schemas, with an M10 error for each
 * name whose tools cannot: a map slot hands the schema of `key` to whatever function the map
 * holds there when the page runs, so two tools meeting in one slot under one name with different
 * schemas (`const api = admin ? adminApi : userApi; registerGlobalTools(api)`) would give one of
 * them the other's schema. Neither is delivered one; the SDK skips the tool with this error.
 * Tools with the same schema in one slot are delivered as one. Shared by both engines.
 */
export function withoutSharedSlots(
  tools: readonly ExtractedTool[],
  diagnostics: Diagnostic[],
): ExtractedTool[] {
  const bySlot = new Map<string, ExtractedTool[]>();
  for (const tool of tools) {
    const slot = `${tool.delivery.at}\0${tool.delivery.key ?? ''}`;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), tool]);
  }
  const shared = new Set<ExtractedTool>();
  for (const meeting of bySlot.values()) {
    const schemas = new Set(meeting.map((tool) => JSON.stringify(tool.schema)));
    if (schemas.size < 2) continue;
    for (const tool of meeting) shared.add(tool);
    diagnostics.push(sharedSlotDiagnostic(meeting));
  }
  return shared.size === 0 ? [...tools] : tools.filter((tool) => !shared.has(tool));
}

/** M10 at the registering call, naming every definition that meets in the slot. */
function sharedSlotDiagnostic(meeting: readonly ExtractedTool[]): Diagnostic {
  const [first] = meeting;
  const definitions = [
    ...new Set(
      meeting.map(({ definition }) =>
        definition.file === first.callSite.file
          ? `line ${definition.line}`
          : `${path.basename(definition.file)}:${definition.line}`,
      ),
    ),
  ];
  return {
    code: DiagnosticCode.SharedSlot,
    severity: 'error',
    ...first.callSite,
    message: `Tool '${first.name}': different functions (${definitions.join(', ')}) reach this call through one value, so the build cannot tell which one a run hands over, and gives neither a schema`,
    hint: `Choose between the maps at the call, where each is a value of its own: registerGlobalTools(condition ? adminApi : userApi); or give the functions different names`,
    toolName: first.name,
  };
}
