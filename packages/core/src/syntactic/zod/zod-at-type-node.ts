import { isInNodeModules } from '../../project/paths';
import { zodNotReadText } from '../../schema/schema-texts';
import { ZodSchemaReader } from '../../schema/zod/read-zod-schema';
import type { ZodReading } from '../../schema/zod/zod-reading';
import { type AstNode, child, children, identifierName } from '../../syntax/ast';
import type { ProjectIndex } from '../project-index';
import type { WrittenType } from '../type-model';
import { isZodFile } from '../value-names';
import { oxcZodSyntax } from './oxc-zod-syntax';

const INFERRED_TYPE_NAMES = new Set(['infer', 'input', 'output', 'TypeOf']);
// Alias chains are short; the cap guards against a cycle.
const MAX_ALIAS_HOPS = 8;

/** Where a reading reports: the files it read, and the parts it could not read (D6, at a node). */
export interface ZodReadingEvents {
  onFile(fileName: string): void;
  onUnread(node: AstNode, text: { code: string; message: string; hint: string }): void;
}

/**
 * The zod schema behind a written type (`z.infer<typeof S>`, or the project's own alias of it),
 * read by the shared zod reader (see schema/zod/zod-at-type-node.ts): its facts, its fields'
 * and its element's.
 */
export function readZodAtTypeNode(
  written: WrittenType,
  project: ProjectIndex,
  events: ZodReadingEvents,
): ZodReading | undefined {
  const onFile = (fileName: string) => {
    if (!isInNodeModules(fileName)) events.onFile(fileName);
  };
  const name = findZodSchemaName(written, project, onFile);
  if (!name) return undefined;
  const reader = new ZodSchemaReader<AstNode>(oxcZodSyntax(project), {
    onFile,
    onUnread(node, why) {
      // A package's schema is not the user's to rewrite: its fields just get their types.
      if (isInNodeModules(project.fileOf(node).fileName)) return;
      events.onUnread(node, zodNotReadText(enclosingConstName(node) ?? identifierName(name) ?? '', why));
    },
  });
  return reader.readNamed(name);
}

/** `S` in `z.infer<typeof S>` (or through the project's non-generic aliases of it), each alias file to `onFile`. */
function findZodSchemaName(
  written: WrittenType,
  project: ProjectIndex,
  onFile: (fileName: string) => void,
): AstNode | undefined {
  let { node, file } = written;
  for (let hops = 0; hops < MAX_ALIAS_HOPS; hops++) {
    while (node.type === 'TSParenthesizedType') node = child(node, 'typeAnnotation')!;
    if (node.type !== 'TSTypeReference') return undefined;
    const typeName = child(node, 'typeName')!;
    const typeArguments = children(child(node, 'typeArguments'), 'params');
    if (typeName.type === 'TSQualifiedName') {
      const namespace = identifierName(child(typeName, 'left'));
      const right = identifierName(child(typeName, 'right'));
      const target =
        namespace === undefined
          ? undefined
          : project.resolveLocal(project.scope(file.fileName), namespace)?.target;
      const isZod = target?.kind === 'package' && isZodFile(target.file);
      if (!isZod || right === undefined) return undefined;
      const argument = typeArguments.length === 1 ? typeArguments[0] : undefined;
      if (!INFERRED_TYPE_NAMES.has(right) || argument?.type !== 'TSTypeQuery') return undefined;
      return rightmost(child(argument, 'exprName')!);
    }
    if (typeArguments.length > 0) return undefined;
    const name = identifierName(typeName);
    if (name === undefined) return undefined;
    const resolved = project.resolveLocal(project.scope(file.fileName), name);
    const target = resolved?.target;
    if (target?.kind !== 'declarations') return undefined;
    const alias = target.bindings.find((binding) => binding.declarationKind === 'typeAlias');
    if (!alias || child(alias.node, 'typeParameters') || isInNodeModules(target.scope.file.fileName))
      return undefined;
    onFile(target.scope.file.fileName);
    node = child(alias.node, 'typeAnnotation')!;
    file = target.scope.file;
  }
  return undefined;
}

function rightmost(name: AstNode): AstNode {
  return name.type === 'TSQualifiedName' ? child(name, 'right')! : name;
}

/** The const whose schema holds `node`: the same part is named the same whichever tool reaches it. */
function enclosingConstName(node: AstNode): string | undefined {
  for (let current: AstNode | undefined = node; current; current = current.parent) {
    if (current.type === 'VariableDeclarator' && child(current, 'id')?.type === 'Identifier')
      return identifierName(child(current, 'id'));
  }
  return undefined;
}
