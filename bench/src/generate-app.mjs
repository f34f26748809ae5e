// Generates an app shaped like a real one (as issue 12 measured bulletproof-react): the entry
// registers the tools of six API modules with `registerGlobalTools` and mounts a large component
// tree; the API modules import a shared HTTP client that imports the notifications UI (and so the
// tree); types come through a `@/` path alias; `vite/client` is an ambient `types` entry and the
// DOM libs are on. Only the API modules, their types and what those import can shape a schema.
// `api: 'zod'` writes the same app with its API inputs as zod schemas (generate-zod-api.mjs), as
// many real apps do: the same tools, parameter types written `z.infer<typeof …Schema>`.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { zodFeatureApi, zodSharedSchemas } from './generate-zod-api.mjs';

/** The six API modules (features) of the app; each defines two tools. */
export const FEATURES = ['users', 'discussions', 'comments', 'teams', 'projects', 'invoices'];
const benchModules = resolve(import.meta.dirname, '../node_modules');
// The core's own test dependency: the bench links it rather than pinning another copy.
const zodPackage = () =>
  dirname(
    createRequire(resolve(import.meta.dirname, '../../packages/core/package.json')).resolve(
      'zod/package.json',
    ),
  );

/**
 * Writes the app into `dir` (emptied first); returns { root, api, toolCount, moduleCount,
 * editedFile } (`editedFile` holds the `listUsers` tool and its parameter type: what the
 * dev-server benchmark edits, see type-edits.mjs).
 */
export function generateRealApp(dir, { components = 1000, sdkDir, api = 'types' }) {
  rmSync(dir, { recursive: true, force: true });
  const write = (file, text) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'real-app', private: true, type: 'module' }, null, 2));
  write(
    'index.html',
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>\n',
  );
  write(
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['vite/client'],
          paths: { '@/*': ['./src/*'] },
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(sdkDir, join(dir, 'node_modules/webmcp-nexus-sdk'), 'dir');
  symlinkSync(join(benchModules, 'vite'), join(dir, 'node_modules/vite'), 'dir');
  if (api === 'zod') symlinkSync(zodPackage(), join(dir, 'node_modules/zod'), 'dir');
  write('src/vite-env.d.ts', '/// <reference types="vite/client" />\n');
  write('src/types/api.ts', entityTypes());
  if (api === 'zod') write('src/types/schemas.ts', zodSharedSchemas());
  write('src/lib/api-client.ts', apiClient());
  write('src/components/notifications/store.ts', notificationsStore());
  for (const feature of FEATURES) {
    write(`src/features/${feature}/api.ts`, api === 'zod' ? zodFeatureApi(feature) : featureApi(feature));
  }
  for (let i = 0; i < components; i++) write(`src/components/tree/c${i}.ts`, component(i, components));
  write(
    'src/app.ts',
    `import { renderC0 } from '@/components/tree/c0';\n\n/** Mounts the app. */\nexport function mountApp(root: HTMLElement): void {\n  root.append(renderC0({ title: 'Home', depth: 0 }));\n}\n`,
  );
  const imports = FEATURES.map((feature) => `import * as ${feature}Api from '@/features/${feature}/api';`);
  write(
    'src/main.ts',
    `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport { mountApp } from './app';\n${imports.join('\n')}\n\nregisterGlobalTools(${FEATURES.map((feature) => `${feature}Api`).join(', ')});\nmountApp(document.getElementById('root')!);\n`,
  );
  return {
    root: dir,
    api,
    toolCount: FEATURES.length * 2,
    moduleCount: components + FEATURES.length + (api === 'zod' ? 6 : 5),
    editedFile: join(dir, `src/features/${FEATURES[0]}/api.ts`),
  };
}

function entityTypes() {
  return `/** Paging of a list. */
export interface Meta {
  /** 1-based page */
  page: number;
  /** Number of pages */
  totalPages: number;
}

/** One page of results. */
export interface Page<T> {
  data: T[];
  meta: Meta;
}

/** Fields every stored entity has. */
export interface Entity {
  /** Identifier */
  id: string;
  /** Creation time */
  createdAt: Date;
}
`;
}

function apiClient() {
  return `import { notify } from '@/components/notifications/store';

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  try {
    const response = await fetch(import.meta.env.VITE_API_URL + url, { method, body: JSON.stringify(body) });
    return (await response.json()) as T;
  } catch (error) {
    notify({ type: 'error', title: String(error) });
    throw error;
  }
}

/** The app's HTTP client. */
export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body: unknown) => request<T>('POST', url, body),
};
`;
}

function notificationsStore() {
  return `import { renderC1 } from '@/components/tree/c1';

/** A notification shown in the corner. */
export interface Notification {
  type: 'info' | 'error';
  title: string;
}

const shown: HTMLElement[] = [];

/** Shows a notification. */
export function notify(notification: Notification): void {
  shown.push(renderC1({ title: notification.title, depth: 1 }));
}
`;
}

function featureApi(feature) {
  const entity = feature[0].toUpperCase() + feature.slice(1, -1);
  return `import { api } from '@/lib/api-client';
import type { Entity, Page } from '@/types/api';

/** A ${feature.slice(0, -1)}. */
export interface ${entity} extends Entity {
  /** Display name */
  name: string;
  /** Lifecycle state */
  status: 'draft' | 'active' | 'archived';
}

/** Filters of the ${feature} list. */
export interface List${entity}sParams {
  /** 1-based page */
  page?: number;
  /** Only these states */
  status?: ${entity}['status'][];
  /** Free-text search */
  search?: string;
}

/**
 * Lists ${feature}.
 * @readonly
 */
export async function list${entity}s(params: List${entity}sParams): Promise<Page<${entity}>> {
  return api.get(\`/${feature}?page=\${params.page ?? 1}\`);
}

/** Creates a ${feature.slice(0, -1)}. */
export async function create${entity}(params: { data: Pick<${entity}, 'name' | 'status'> }): Promise<${entity}> {
  return api.post('/${feature}', params.data);
}
`;
}

function component(i, count) {
  const children = [2 * i + 2, 2 * i + 3].filter((child) => child < count);
  const imports = children.map((child) => `import { renderC${child} } from './c${child}';`).join('\n');
  const calls = children
    .map((child) => `  element.append(renderC${child}({ title: props.title, depth: props.depth + 1 }));`)
    .join('\n');
  return `${imports}

/** Props of component ${i}. */
export interface C${i}Props {
  title: string;
  depth: number;
  onSelect?: (event: MouseEvent) => void;
}

const styles${i}: Partial<CSSStyleDeclaration> = { padding: '${i % 8}px', display: 'flex' };

/** Renders component ${i}. */
export function renderC${i}(props: C${i}Props): HTMLElement {
  const element = document.createElement('section');
  Object.assign(element.style, styles${i});
  const heading = document.createElement('h${(i % 6) + 1}');
  heading.textContent = \`\${props.title} ${i}\`;
  heading.addEventListener('click', (event) => props.onSelect?.(event));
  element.append(heading);
  const list = document.createElement('ul');
  for (const item of ['a', 'b', 'c']) {
    const entry = document.createElement('li');
    entry.dataset.item = item;
    entry.textContent = item.repeat(props.depth + 1);
    list.append(entry);
  }
  element.append(list);
${calls}
  return element;
}
`;
}
