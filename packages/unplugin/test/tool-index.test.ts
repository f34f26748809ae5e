import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createExtractor } from '@webmcp-nexus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolIndex } from '../src/tool-index';
import { createFixtureProject, type FixtureProject, GREETER_FILES } from './support/fixture-project';
import { editGreetParamsType } from './support/greeter-edits';

const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));

describe('ToolIndex over a real extractor', () => {
  let project: FixtureProject;
  let index: ToolIndex;
  beforeAll(() => {
    project = createFixtureProject(TMP_DIR, 'index', GREETER_FILES);
    index = new ToolIndex(() => createExtractor({ root: project.root }));
  });
  afterAll(() => project.remove());

  it('indexes tools by the file that defines them, not the call site', () => {
    const api = project.path('src/api.ts');
    const main = project.path('src/main.ts');
    expect(index.toolsDefinedIn(api, readDisk(api)).map((tool) => tool.name)).toEqual(['greet']);
    expect(index.toolsDefinedIn(main, readDisk(main)).map((tool) => tool.name)).toEqual(['farewell']);
    expect(index.dependenciesOf(api)).toEqual([main, project.path('src/types.ts')]);
  });

  it('passes files without tools or call sites by, cheaply', () => {
    const types = project.path('src/types.ts');
    expect(index.mayDefineTools(types, readDisk(types))).toBe(false);
  });

  it('reports which definition files changed when a type file changes, once', () => {
    editGreetParamsType(project);
    expect(index.fileChanged(project.path('src/types.ts'))).toEqual([project.path('src/api.ts')]);
    // The same change reported again (watchChange then handleHotUpdate) costs nothing.
    expect(index.fileChanged(project.path('src/types.ts'))).toEqual([]);
    const api = project.path('src/api.ts');
    const [greet] = index.toolsDefinedIn(api, readDisk(api));
    expect(greet.schema.inputSchema.properties).toHaveProperty('smiley');
  });

  it('derives the tools from the code being transformed when it differs from the disk', () => {
    const api = project.path('src/api.ts');
    const edited = readDisk(api).replace('Greet someone by name', 'Greet in memory');
    const [greet] = index.toolsDefinedIn(api, edited);
    expect(greet.schema.description).toBe('Greet in memory');
  });

  it('gets the tools of a file read mid-save (empty) back from the transform of the saved file', () => {
    const api = project.path('src/api.ts');
    const saved = readDisk(api);
    expect(index.fileChanged(api, '')).toEqual([api]);
    expect(index.toolsDefinedIn(api, '')).toEqual([]);
    expect(index.toolsDefinedIn(api, saved).map((tool) => tool.name)).toEqual(['greet']);
  });

  it('extracts a call site the tsconfig does not include when it meets one', () => {
    project.write(
      'extra/register.ts',
      `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';\n\n/** Wave */\nconst wave = (params: { /** To whom */ name: string }) => params.name;\n\nregisterGlobalTools({ wave });\n`,
    );
    const file = project.path('extra/register.ts');
    expect(index.toolsDefinedIn(file, readDisk(file)).map((tool) => tool.name)).toEqual(['wave']);
  });
});

function readDisk(file: string): string {
  return readFileSync(file, 'utf8');
}

describe('ToolIndex diagnostics', () => {
  let project: FixtureProject;
  afterAll(() => project?.remove());

  it('orders them as the core does: line 9 before line 10', () => {
    // Two S1 warnings (no JSDoc) whose lines sort the other way round as text.
    const padding = '\n'.repeat(7);
    project = createFixtureProject(TMP_DIR, 'order', {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] }),
      'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';${padding}
function nine() {}
function ten() {}
registerGlobalTools({ ten, nine });
`,
    });
    const index = new ToolIndex(() => createExtractor({ root: project.root }));
    const lines = index
      .diagnostics()
      .filter((diagnostic) => diagnostic.code === 'S1')
      .map((diagnostic) => diagnostic.line);
    expect(lines).toEqual([9, 10]);
  });
});
