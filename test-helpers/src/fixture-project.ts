import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A throw-away TypeScript project on disk. */
export interface FixtureProject {
  root: string;
  /** Absolute path of a file of the project. */
  path(file: string): string;
  write(file: string, text: string): void;
  remove(): void;
}

/**
 * Writes `files` into a new folder under `parent`. Put `parent` inside a package (e.g. its
 * `test/.tmp`) so that `webmcp-nexus-sdk`, React and the bundlers resolve from its node_modules,
 * as they would in a user's project.
 */
export function createFixtureProject(
  parent: string,
  name: string,
  files: Record<string, string>,
): FixtureProject {
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, `${name}-`));
  const project: FixtureProject = {
    root,
    path: (file) => join(root, file),
    write(file, text) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  for (const [file, text] of Object.entries(files)) project.write(file, text);
  return project;
}

/** The tsconfig of the fixture projects: what `tsc --init` users on bundlers typically have. */
export const FIXTURE_TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM'],
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  },
  null,
  2,
);

/**
 * A small React-free project with its tool's parameter type in a third file (`types.ts`), a
 * namespace-imported API module and an object-literal tool: what the watch and loader tests edit.
 */
export const GREETER_FILES: Record<string, string> = {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/types.ts': `/** Who to greet, and how. */
export interface GreetParams {
  /** The name of the person to greet */
  name: string;
  /** How loud the greeting is */
  volume?: 'quiet' | 'loud';
}
`,
  'src/api.ts': `import type { GreetParams } from './types';

/**
 * Greet someone by name
 * @title Greet
 * @readonly
 */
export function greet(params: GreetParams): string {
  return params.volume === 'loud' ? \`HELLO \${params.name.toUpperCase()}!\` : \`hello \${params.name}\`;
}

/** Not a tool: skipped by the namespace import. */
export const GREETING_COUNT = 1;
`,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as api from './api';

/**
 * Say goodbye
 * @consequential
 */
const farewell = (params: { /** Who leaves */ name: string }) => \`bye \${params.name}\`;

registerGlobalTools(api, { farewell });

export { api, farewell };
`,
};

/** The schemas the greeter's tools must carry (what an agent sees). */
export const GREETER_SCHEMAS = {
  greet: {
    description: 'Greet someone by name',
    title: 'Greet',
    readOnly: true,
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The name of the person to greet' },
        volume: { type: 'string', enum: ['quiet', 'loud'], description: 'How loud the greeting is' },
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
  farewell: {
    description: 'Say goodbye',
    consequential: true,
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', description: 'Who leaves' } },
      required: ['name'],
      additionalProperties: false,
    },
  },
};

/** The greeter with a broken tool (a primitive parameter, M2) and a field without JSDoc (S2). */
export const BROKEN_GREETER_FILES: Record<string, string> = {
  ...GREETER_FILES,
  'src/types.ts': `/** Who to greet, and how. */
export interface GreetParams {
  /** The name of the person to greet */
  name: string;
  punctuation?: string;
  /** How loud the greeting is */
  volume?: 'quiet' | 'loud';
}
`,
  'src/api.ts': `${GREETER_FILES['src/api.ts']}
/** Look a user up */
export function getUser(id: string) {
  return { id };
}
`,
};

/** A file the tsconfig includes but the app never imports, with a broken tool. */
export const UNUSED_BROKEN_FILE = `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';

/** Not imported by main.ts */
const square = (value: number) => value * value;

registerGlobalTools({ square });
`;

/**
 * A class component without JSX (so every loader can compile it, babel without a React preset
 * too), exported raw so tests can read the `__webmcpTools` map the plugin attached.
 */
const PANEL_FILE = `import { Component } from 'react';
import { withWebMcpTools } from 'webmcp-nexus-sdk';

export class Panel extends Component {
  state = { items: ['a'] };

  /**
   * List the panel's items
   * @readonly
   */
  listItems(params: { /** Only items starting with this */ prefix?: string }) {
    return this.state.items.filter((item) => item.startsWith(params.prefix ?? ''));
  }

  /** Clear the panel */
  clearItems = () => {
    this.setState({ items: [] });
    return { cleared: true };
  };

  render() {
    return null;
  }
}

export const ToolPanel = withWebMcpTools(Panel);
`;

/** The greeter plus the class panel: what the webpack loader tests build. */
export const LOADER_FIXTURE_FILES: Record<string, string> = {
  ...GREETER_FILES,
  'src/panel.ts': PANEL_FILE,
  'src/main.ts': `${GREETER_FILES['src/main.ts']}export { Panel } from './panel';\n`,
};

/** The `__webmcpTools` map the panel class must carry. */
export const PANEL_TOOLS = {
  clearItems: { description: 'Clear the panel', inputSchema: { type: 'object', properties: {} } },
  listItems: {
    description: "List the panel's items",
    readOnly: true,
    inputSchema: {
      type: 'object',
      properties: { prefix: { type: 'string', description: 'Only items starting with this' } },
      additionalProperties: false,
    },
  },
};
