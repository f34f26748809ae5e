import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import { toolNameOfKey } from './tool-names';
import type { TraceContext } from './trace-context';
import { duplicateKeyText } from './trace-texts';

/**
 * Two members of one object literal with the same name (`{ archive: archiveNote, archive:
 * deleteNote }`): an error at the second (TypeScript's TS1117 says the same). That is a typo,
 * not a later map winning over an earlier one: the first function is silently dropped by the
 * literal itself. A getter and a setter of one name are one property.
 */
export function reportDuplicateKeys(
  literal: ts.ObjectLiteralExpression,
  context: Pick<TraceContext, 'diagnostics' | 'checker'>,
): void {
  const seen = new Map<string, ts.ObjectLiteralElementLike>();
  for (const member of literal.properties) {
    if (ts.isSpreadAssignment(member) || !member.name) continue;
    const name = toolNameOfKey(member.name, context.checker);
    // A key that names no tool has its own M6.
    if (typeof name !== 'string') continue;
    const earlier = seen.get(name);
    if (!earlier) {
      seen.set(name, member);
      continue;
    }
    if (isAccessorPair(earlier, member)) continue;
    const sourceFile = literal.getSourceFile();
    // TS1117 between properties; with a method or accessor in the pair TypeScript words it otherwise.
    const plain = [earlier, member].every(
      (candidate) => ts.isPropertyAssignment(candidate) || ts.isShorthandPropertyAssignment(candidate),
    );
    const { line } = sourceFile.getLineAndCharacterOfPosition(earlier.name!.getStart(sourceFile));
    context.diagnostics.push(diagnosticAt(member.name, duplicateKeyText(name, line + 1, plain)));
  }
}

function isAccessorPair(earlier: ts.ObjectLiteralElementLike, later: ts.ObjectLiteralElementLike): boolean {
  return (
    (ts.isGetAccessorDeclaration(earlier) && ts.isSetAccessorDeclaration(later)) ||
    (ts.isSetAccessorDeclaration(earlier) && ts.isGetAccessorDeclaration(later))
  );
}
