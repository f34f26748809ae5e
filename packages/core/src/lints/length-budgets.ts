import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic } from '../types';
import type { ToolLintContext } from './lint-context';
import { schemaFields } from './schema-fields';

/** Chrome's guidance for WebMCP tool authors: longer texts cost the agent context and get cut. */
const LENGTH_BUDGETS = { name: 30, description: 500, fieldDescription: 150 } as const;

/** L1, L2, L3: a tool name, tool description or field description over its budget. */
export function checkLengthBudgets({ tool, at, atField }: ToolLintContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { name, schema } = tool;
  if (name.length > LENGTH_BUDGETS.name) {
    diagnostics.push({
      code: DiagnosticCode.NameOverBudget,
      severity: 'warning',
      message: `Tool name '${name}' has ${name.length} characters; Chrome's guidance for tool names is at most ${LENGTH_BUDGETS.name}`,
      hint: `Shorten the name to ${LENGTH_BUDGETS.name} characters or fewer: a verb and an object, like searchProducts`,
      toolName: name,
      ...at,
    });
  }
  if (schema.description.length > LENGTH_BUDGETS.description) {
    diagnostics.push({
      code: DiagnosticCode.DescriptionOverBudget,
      severity: 'warning',
      message: `Tool '${name}' has a ${schema.description.length}-character description; Chrome's guidance is at most ${LENGTH_BUDGETS.description}`,
      hint: 'Keep the /** */ text to what an agent needs to pick the tool; move details into the field descriptions',
      toolName: name,
      ...at,
    });
  }
  for (const field of schemaFields(schema.inputSchema)) {
    const length = field.schema.description?.length ?? 0;
    if (length <= LENGTH_BUDGETS.fieldDescription) continue;
    diagnostics.push({
      code: DiagnosticCode.FieldDescriptionOverBudget,
      severity: 'warning',
      message: `Field '${field.path}' has a ${length}-character description; Chrome's guidance for parameter descriptions is at most ${LENGTH_BUDGETS.fieldDescription}`,
      hint: `Shorten the field's /** */ text to ${LENGTH_BUDGETS.fieldDescription} characters or fewer`,
      ...atField(field.path),
    });
  }
  return diagnostics;
}
