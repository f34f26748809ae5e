import { readFileSync } from 'node:fs';
import type { FixtureProject } from './fixture-project';

/** Edits the greeter's parameter type in its third file: a new documented field, a new description. */
export function editGreetParamsType(project: FixtureProject): void {
  project.write(
    'src/types.ts',
    `/** Who to greet, and how. */
export interface GreetParams {
  /** The full name of the person to greet */
  name: string;
  /** How loud the greeting is */
  volume?: 'quiet' | 'loud';
  /** Add a smiley */
  smiley?: boolean;
}
`,
  );
}

/** Edits the JSDoc of the greet tool itself, in its own file. */
export function editGreetJsDoc(project: FixtureProject): void {
  const api = project.path('src/api.ts');
  project.write('src/api.ts', readText(api).replace('Greet someone by name', 'Greet someone warmly'));
}

function readText(file: string): string {
  return readFileSync(file, 'utf8');
}
