import { type AstNode, child, identifierName, walk } from '../syntax/ast';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
import type { ProjectIndex } from './project-index';
import { describe } from './trace-calls';
import type { TypeEvaluator } from './type-evaluator';

/**
 * The libs' names a return type may use: the checker resolves them in every program the engine
 * serves (the ES libs), and none has a `resultType` property.
 */
const SAFE_GLOBALS = new Set(
  'Promise PromiseLike Array ReadonlyArray Date Record Partial Pick Omit Required Readonly Map Set ReadonlyMap ReadonlySet Exclude Extract NonNullable Awaited Error RegExp'.split(
    ' ',
  ),
);

/** A word in a declaration that could make the checker see an M4 (`resultType`) or look further (`then`). */
const SENSITIVE = /\b(?:resultType|then)\b/;

/**
 * The checker engine reads a declared return type for M4 (`{ resultType: 'input_required' }`,
 * `Promise` unwrapped, through thenables): resolving it, it may also meet a name the narrowed
 * program lacks, and start over with the whole program. The engine serves a tool with a declared
 * return type only when every type it reaches is the project's own (or a lib name above) and none
 * mentions `resultType` or `then`.
 */
export function guardReturnType(
  returnType: AstNode,
  file: ParsedFile,
  project: ProjectIndex,
  evaluator: TypeEvaluator,
): void {
  const seen = new Set<AstNode>();
  const visit = (node: AstNode, in_: ParsedFile) => {
    walk(node, (inner) => {
      // `z.infer<typeof S>`: zod's type of a schema the engine reads (its object has no `then` nor `resultType` of its own).
      if (inner.type === 'TSTypeReference' && child(inner, 'typeName')?.type === 'TSQualifiedName') {
        const schemaText = in_.text.slice(inner.start, inner.end);
        evaluator.evaluate({ node: inner, file: in_ });
        if (SENSITIVE.test(schemaText)) bail('tool:return-type-sensitive', describe(in_, inner));
        return false;
      }
      if (inner.type === 'TSTypeQuery' || inner.type === 'TSImportType')
        bail('tool:return-type', describe(in_, inner));
      if (inner.type !== 'TSTypeReference' && inner.type !== 'TSInterfaceHeritage') return undefined;
      const nameNode = child(inner, inner.type === 'TSTypeReference' ? 'typeName' : 'expression')!;
      const name = identifierName(nameNode);
      if (name === undefined) bail('tool:return-type', describe(in_, inner));
      const local = findLocalDeclaration(nameNode, name, 'type');
      if (local?.kind === 'type-parameter') return undefined;
      if (local) bail('tool:return-type', describe(in_, inner));
      const scope = project.scope(in_.fileName);
      const resolved = project.resolveLocal(scope, name);
      if (!resolved) {
        if (!SAFE_GLOBALS.has(name)) bail('tool:return-type-global', `${name} at ${describe(in_, inner)}`);
        return undefined;
      }
      const target = resolved.target;
      if (target.kind !== 'declarations') bail(`tool:return-type-${target.kind}`, describe(in_, inner));
      for (const binding of target.bindings) {
        if (binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias') continue;
        if (seen.has(binding.node)) continue;
        seen.add(binding.node);
        const declaredIn = target.scope.file;
        if (SENSITIVE.test(declaredIn.text.slice(binding.node.start, binding.node.end)))
          bail('tool:return-type-sensitive', describe(declaredIn, binding.node));
        visit(binding.node, declaredIn);
      }
      if (
        !target.bindings.some(
          (binding) => binding.declarationKind === 'interface' || binding.declarationKind === 'typeAlias',
        )
      )
        bail('tool:return-type', describe(in_, inner));
      return undefined;
    });
  };
  if (SENSITIVE.test(file.text.slice(returnType.start, returnType.end)))
    bail('tool:return-type-sensitive', describe(file, returnType));
  visit(returnType, file);
}
