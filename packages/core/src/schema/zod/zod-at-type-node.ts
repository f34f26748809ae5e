import { ts } from 'ts-morph';
import type { ConversionContext } from '../conversion-engine/context';
import { isPackageFile } from '../conversion-engine/files';
import { zodNotReadText } from '../schema-texts';
import { ZodSchemaReader } from './read-zod-schema';
import { tsZodSyntax } from './ts-zod-syntax';
import type { ZodReading } from './zod-reading';
import { findZodSchemaName } from './zod-reference';

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
  name: ts.Identifier,
  context: ConversionContext,
  onFile: (fileName: string) => void,
): ZodReading | undefined {
  const reader = new ZodSchemaReader<ts.Node>(tsZodSyntax(context.checker), {
    onFile,
    onUnread(node, why) {
      // A package's schema is not the user's to rewrite: its fields just get their types.
      if (isPackageFile(node.getSourceFile())) return;
      const text = zodNotReadText(enclosingConstName(node) ?? name.text, why);
      context.report(text.code, 'warning', text.message, text.hint, node);
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
