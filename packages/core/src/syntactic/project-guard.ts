import { isDeclarationFile } from '../project/prefilter';
import { scriptKindOf } from '../project/script-files';
import { bail } from './bail';
import type { ProjectIndex } from './project-index';

const TRIPLE_SLASH = /^\/\/\/\s*<reference\s+(\w+)\s*=/;
const MODULE_SYNTAX = /(?:^|[\n;}])\s*(?:import|export)\b/;
const AUGMENTATION = /\bdeclare\s+(?:global\b|module\s*['"])/;

/**
 * What the checker engine's program holds beyond what a call site imports: the tsconfig's
 * declaration files and its scripts (their declarations are global). The engine does not model
 * global declarations: it serves a project only when every such file declares nothing (a `.d.ts`
 * of triple-slash `types`/`lib` references, as Vite's `vite-env.d.ts`, or of module exports
 * alone) and no source file is a script.
 */
export function guardProject(project: ProjectIndex): void {
  for (const file of project.config.candidateFiles()) {
    const text = project.text(file);
    if (text === undefined) continue;
    if (!isDeclarationFile(file)) {
      if (scriptKindOf(file, text) !== 'module') bail('project:script-file', file);
      continue;
    }
    const code = withoutComments(text);
    const lines = code
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const directives = lines.filter((line) => line.startsWith('///'));
    for (const directive of directives) {
      const kind = TRIPLE_SLASH.exec(directive)?.[1];
      if (kind !== 'types' && kind !== 'lib') bail('project:declaration-reference', file);
    }
    if (directives.length === lines.length) continue;
    if (!MODULE_SYNTAX.test(code)) bail('project:global-declarations', file);
    if (AUGMENTATION.test(code) || /\bimport\b|\bexport\s*(?:\*|\{[^}]*\}\s*from)/.test(code))
      bail('project:declaration-file', file);
  }
}

/** The text without block comments and `//` comments that are not triple-slash directives. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^/:])\/\/(?!\/).*$/gm, '$1');
}
