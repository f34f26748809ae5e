import path from 'node:path';
import { ts } from 'ts-morph';
import type { DiagnosticFix } from '../types';

/** S4's fix: the default export, exported by name instead, and the one-line hint that shows it. */
export interface NamedExportFix {
  hint: string;
  fix?: DiagnosticFix;
}

/**
 * How to export a default-exported function by name, so that a namespace import registers it
 * (the guide's scenario 4): `export default async function f` → `export async function f`;
 * `export default f;` → `export { f };`; `export { f as default }` → `export { f }`; an anonymous
 * `export default function (…)` or `export default (…) => …` gets the module's name in camelCase
 * (`fetch-dashboard.ts` → `fetchDashboard`). Nothing else changes: the function keeps its
 * parameters, body and `async`. Importers of the default (`import f from`) must import the name.
 */
export function namedExportFix(declaration: ts.Declaration | undefined): NamedExportFix | undefined {
  if (!declaration) return undefined;
  const sourceFile = declaration.getSourceFile();
  const text = sourceFile.text;
  const moduleName = nameFromFile(sourceFile.fileName);
  if (ts.isFunctionDeclaration(declaration)) {
    const defaultKeyword = declaration.modifiers?.find(
      (modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword,
    );
    if (!defaultKeyword) return undefined;
    const start = defaultKeyword.getStart(sourceFile);
    if (declaration.name) {
      const end = nextTokenStart(sourceFile, defaultKeyword.getEnd());
      const head = text.slice(declaration.getStart(sourceFile), declaration.name.getEnd());
      const named =
        text.slice(declaration.getStart(sourceFile), start) + text.slice(end, declaration.name.getEnd());
      return {
        hint: `Export it by name: ${named} instead of ${head}`,
        fix: { range: [start, end], text: '' },
      };
    }
    if (!moduleName || !declaration.body) return undefined;
    // `default async function (` → `async function fetchDashboard (`: the name goes after `function` (and `*`).
    const end = (declaration.asteriskToken ?? functionKeywordOf(declaration, sourceFile))?.getEnd();
    if (end === undefined) return undefined;
    const named = `${text.slice(nextTokenStart(sourceFile, defaultKeyword.getEnd()), end)} ${moduleName}`;
    return {
      hint: `Give it a name and export it by name: export ${named}`,
      fix: { range: [start, end], text: named },
    };
  }
  if (ts.isExportAssignment(declaration) && !declaration.isExportEquals) {
    const expression = declaration.expression;
    const start = declaration.getStart(sourceFile);
    if (ts.isIdentifier(expression)) {
      const written = text.slice(start, declaration.getEnd());
      const named = `export { ${expression.text} };`;
      return {
        hint: `Export it by name: ${named} instead of ${written}`,
        fix: { range: [start, declaration.getEnd()], text: named },
      };
    }
    if ((ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) && moduleName) {
      const named = `export const ${moduleName} = `;
      return {
        hint: `Give it a name and export it by name: ${named}…`,
        fix: { range: [start, expression.getStart(sourceFile)], text: named },
      };
    }
    return undefined;
  }
  if (
    ts.isExportSpecifier(declaration) &&
    declaration.propertyName &&
    !declaration.parent.parent.moduleSpecifier
  ) {
    const local = declaration.propertyName.getText(sourceFile);
    return {
      hint: `Export it by name: export { ${local} } instead of export { ${local} as default }`,
      fix: { range: [declaration.getStart(sourceFile), declaration.getEnd()], text: local },
    };
  }
  return undefined;
}

function functionKeywordOf(
  declaration: ts.FunctionDeclaration,
  sourceFile: ts.SourceFile,
): ts.Node | undefined {
  return declaration.getChildren(sourceFile).find((child) => child.kind === ts.SyntaxKind.FunctionKeyword);
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
function nextTokenStart(sourceFile: ts.SourceFile, position: number): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, sourceFile.languageVariant, sourceFile.text);
  scanner.resetTokenState(position);
  scanner.scan();
  return scanner.getTokenStart();
}
