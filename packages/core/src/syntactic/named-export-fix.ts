import path from 'node:path';
import { type AstNode, child, identifierName } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import { isLineBreak, isSingleLineWhitespace } from '../syntax/trivia';
import type { DiagnosticFix } from '../types';

/**
 * S4's fix on oxc's tree (the checker engine's trace/named-export-fix.ts, the same texts): the
 * default export, exported by name instead, and the one-line hint that shows it.
 */
export function namedExportFix(
  file: ParsedFile,
  declaration: AstNode,
): { hint: string; fix?: DiagnosticFix } | undefined {
  const text = file.text;
  const moduleName = nameFromFile(file.fileName);
  if (declaration.type === 'ExportDefaultDeclaration') {
    const inner = child(declaration, 'declaration')!;
    const defaultStart = nextTokenStart(text, declaration.start + 'export'.length);
    if (inner.type === 'FunctionDeclaration') {
      const name = child(inner, 'id');
      if (name) {
        const end = nextTokenStart(text, defaultStart + 'default'.length);
        const head = text.slice(declaration.start, name.end);
        const named = text.slice(declaration.start, defaultStart) + text.slice(end, name.end);
        return {
          hint: `Export it by name: ${named} instead of ${head}`,
          fix: { range: [defaultStart, end], text: '' },
        };
      }
      if (!moduleName || !child(inner, 'body')) return undefined;
      // `default async function (` → `async function fetchDashboard (`: the name goes after `function` (and `*`).
      const functionKeyword = text.indexOf('function', inner.start);
      let end = functionKeyword + 'function'.length;
      if (inner.generator === true) end = text.indexOf('*', end) + 1;
      const named = `${text.slice(nextTokenStart(text, defaultStart + 'default'.length), end)} ${moduleName}`;
      return {
        hint: `Give it a name and export it by name: export ${named}`,
        fix: { range: [defaultStart, end], text: named },
      };
    }
    if (inner.type === 'Identifier') {
      const written = text.slice(declaration.start, declaration.end);
      const named = `export { ${identifierName(inner)} };`;
      return {
        hint: `Export it by name: ${named} instead of ${written}`,
        fix: { range: [declaration.start, declaration.end], text: named },
      };
    }
    let expression = inner;
    while (expression.type === 'ParenthesizedExpression' || expression.type === 'TSSatisfiesExpression')
      expression = child(expression, 'expression')!;
    if (
      (expression.type === 'ArrowFunctionExpression' || expression.type === 'FunctionExpression') &&
      moduleName
    ) {
      const named = `export const ${moduleName} = `;
      return {
        hint: `Give it a name and export it by name: ${named}…`,
        fix: { range: [declaration.start, inner.start], text: named },
      };
    }
    return undefined;
  }
  if (
    declaration.type === 'ExportSpecifier' &&
    declaration.parent?.type === 'ExportNamedDeclaration' &&
    !child(declaration.parent, 'source')
  ) {
    const local = child(declaration, 'local')!;
    const exported = child(declaration, 'exported')!;
    if (local === exported || local.start === exported.start) return undefined;
    const localText = text.slice(local.start, local.end);
    return {
      hint: `Export it by name: export { ${localText} } instead of export { ${localText} as default }`,
      fix: { range: [declaration.start, declaration.end], text: localText },
    };
  }
  return undefined;
}

/** `fetch-dashboard.ts` → `fetchDashboard`; undefined when no identifier comes of it. */
function nameFromFile(fileName: string): string | undefined {
  const base = path.basename(fileName).replace(/\.[^.]*$/, '');
  const name = base.replace(/[^A-Za-z0-9_$]+(.)?/g, (_, next: string | undefined) =>
    (next ?? '').toUpperCase(),
  );
  return /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'index' ? name : undefined;
}

/** Where the first token after `position` starts (comments and whitespace skipped). */
function nextTokenStart(text: string, position: number): number {
  let at = position;
  for (;;) {
    const code = text.charCodeAt(at);
    if (isSingleLineWhitespace(code) || isLineBreak(code)) at++;
    else if (text.startsWith('//', at)) while (at < text.length && !isLineBreak(text.charCodeAt(at))) at++;
    else if (text.startsWith('/*', at)) {
      const close = text.indexOf('*/', at + 2);
      at = close === -1 ? text.length : close + 2;
    } else return at;
  }
}
