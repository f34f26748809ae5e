import type { ts } from 'ts-morph';
import { type JsDocBlock, readJsDoc } from '../jsdoc';
import type { WebMcpSchema } from '../types';

/** What a tool's own `/** *\/` block says: its description and the SPEC 3.2 tags. */
export type ToolDoc = Pick<
  WebMcpSchema,
  'title' | 'readOnly' | 'untrustedContent' | 'consequential' | 'debugging'
> & {
  /** Text before the first tag; `''` when there is none. */
  description: string;
};

/** Reads the JSDoc of `docNode`, falling back to `fn`'s own block when `docNode` has none. */
export function readToolDoc(fn: ts.SignatureDeclaration, docNode: ts.Node): ToolDoc {
  const block = readJsDoc(docNode) ?? (docNode === fn ? undefined : readJsDoc(fn));
  return block ? toolDocOf(block) : { description: '' };
}

/** What a tool's `/** *\/` block says (both engines read blocks through this). */
export function toolDocOf(block: JsDocBlock): ToolDoc {
  const doc: ToolDoc = { description: block.description };
  for (const tag of block.tags) {
    switch (tag.name.toLowerCase()) {
      case 'title':
        // The first line only: a title is short, and text after it belongs to no one.
        if (tag.text) doc.title ??= tag.text.split('\n')[0].trim();
        break;
      case 'readonly':
        doc.readOnly = true;
        break;
      case 'untrusted':
        doc.untrustedContent = true;
        break;
      case 'consequential':
        doc.consequential = true;
        break;
      case 'debugging':
        doc.debugging = true;
        break;
    }
  }
  return doc;
}

/** The node a tool-level diagnostic points at: the tool's name when it has one, else `docNode`. */
export function toolNameNode(fn: ts.SignatureDeclaration, docNode: ts.Node): ts.Node {
  if (fn.name) return fn.name;
  // A variable statement: its first declaration's name.
  if ('declarationList' in docNode)
    return (docNode as ts.VariableStatement).declarationList.declarations[0]?.name ?? docNode;
  const name = (docNode as { name?: ts.Node }).name;
  return name && typeof name === 'object' && 'kind' in name ? name : docNode;
}
