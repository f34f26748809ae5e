import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { ConversionContext } from '../conversion-engine/context';
import { isPackageFile } from '../conversion-engine/files';
import { ZodSchemaReader } from './read-zod-schema';
import type { ZodReading } from './zod-reading';
import { findZodSchemaName } from './zod-reference';

const UNREAD_HINT =
  'Bind the schema to a const built from z.* calls with literal arguments (no helper calls or spreads), or state the constraint with a JSDoc tag on the field (@minLength 1)';

/**
 * The zod schema behind the type written at this position (`data: z.infer<typeof S>`, or an
 * alias of it), read once per tool schema. Every file read becomes a dependency of the tool;
 * every part that cannot be read warns once (D6) where it is written.
 */
export function readZodAtTypeNode(context: ConversionContext): ZodReading | undefined {
  const typeNode = context.position.typeNode;
  if (!typeNode) return undefined;
  const cache = context.session.zodReadings;
  if (cache.has(typeNode)) return cache.get(typeNode);
  const files = context.session.schemaContext.files;
  const onFile = (fileName: string) => {
    if (!fileName.includes('/node_modules/')) files.add(fileName);
  };
  const name = findZodSchemaName(typeNode, context.checker, onFile);
  const reading = name && readSchema(name, context, onFile);
  cache.set(typeNode, reading);
  return reading;
}

function readSchema(
  name: Parameters<ZodSchemaReader['readNamed']>[0],
  context: ConversionContext,
  onFile: (fileName: string) => void,
): ZodReading | undefined {
  const reader = new ZodSchemaReader(context.checker, {
    onFile,
    onUnread(node, why) {
      // A package's schema is not the user's to rewrite: its fields just get their types.
      if (isPackageFile(node.getSourceFile())) return;
      context.report(
        DiagnosticCode.ZodNotRead,
        'warning',
        `Part of the zod schema '${enclosingConstName(node) ?? name.text}' cannot be read at build time: ${why}; the schema leaves that part out and keeps the TypeScript type`,
        UNREAD_HINT,
        node,
      );
    },
  });
  return reader.readNamed(name);
}

/** The const whose schema holds `node`: the same part is named the same whichever tool reaches it. */
function enclosingConstName(node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) return current.name.text;
  }
  return undefined;
}
