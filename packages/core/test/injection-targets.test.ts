import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import type { ExtractedTool } from '../src/types';
import { applyTargets } from './support/apply-targets';
import { runModules } from './support/run-modules';
import { createScratchProject } from './support/scratch-project';

// The targets are checked the way a build plugin uses them: applied to the source text, then the
// result is compiled and run, and the functions the SDK receives must carry their schemas.
const project = createScratchProject({
  'api/user.ts': `'use client';
import type { Paging } from './paging';
/** Get a user @readonly */
export async function getUser(params: {
  /** User ID */
  id: string;
}) {
  return params.id;
}

/** Rename a user */
export const renameUser = async (params: {
  /** New name */
  name: string;
}) => params.name;

export function firstPage(): Paging {
  return { page: 1 };
}

export const orderApi = {
  /** Cancel an order @consequential */
  cancel(params: {
    /** Order ID */
    orderId: string;
  }) {
    return params.orderId;
  },
  nested: {
    /** A method two levels down */
    deep() {
      return 1;
    },
  },
};

/** Default-exported statistics */
export default async (params: {
  /** Days */
  days: number;
}) => params.days;
`,
  'api/paging.ts': `export interface Paging {
  page: number;
}
`,
  'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as userApi from './api/user';
import stats, { getUser, orderApi } from './api/user';

registerGlobalTools(userApi);
registerGlobalTools({
  getUser,
  alias: getUser,
  cancel: orderApi.cancel,
  deep: orderApi.nested.deep,
  stats,
  /** Inline tool */
  inline: (params: {
    /** Query */
    q: string;
  }) => params.q,
});
`,
  'panel.tsx': `import React, { useCallback } from 'react';
import { useWebMcpTools, withWebMcpTools } from 'webmcp-nexus-sdk';

export function usePanel() {
  /** Search the panel */
  const search = useCallback((params: {
    /** Keyword */
    keyword: string;
  }) => params.keyword, []);
  useWebMcpTools({
    search,
    /** Clear the panel */
    clear: useCallback(() => true, []),
  });
  return search;
}

export class Orders extends React.Component {
  /** Find orders @readonly */
  find(params: {
    /** Keyword */
    keyword: string;
  }) {
    return params.keyword;
  }

  /** Export all orders */
  exportAll = () => 'csv';

  render() {
    return null;
  }
}

export default withWebMcpTools(Orders);
`,
});
afterAll(() => project.dispose());

const result = createExtractor({ root: project.root }).extractProject();

function transformedSources(tools: readonly ExtractedTool[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of ['api/user.ts', 'main.ts', 'panel.tsx'].map(project.file)) {
    sources.set(file, applyTargets(readFileSync(file, 'utf8'), file, tools));
  }
  return sources;
}

function toolNamed(name: string, kind?: string): ExtractedTool {
  const tool = result.tools.find(
    (candidate) => candidate.name === name && (!kind || candidate.kind === kind),
  );
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
}

describe('injection targets', () => {
  test('the extraction has no errors', () => {
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  test('every kind of definition gets the target its shape needs', () => {
    const user = project.file('api/user.ts');
    const userText = readFileSync(user, 'utf8');
    const getUser = toolNamed('getUser').target;
    expect(getUser).toMatchObject({ kind: 'statement', file: user, expression: 'getUser' });
    // After the directive, before any other code: declarations are hoisted.
    expect(getUser.kind === 'statement' && userText.slice(0, getUser.at)).toBe("'use client';");
    expect(toolNamed('renameUser').target).toMatchObject({ kind: 'statement', expression: 'renameUser' });
    expect(toolNamed('cancel').target).toMatchObject({ kind: 'statement', expression: 'orderApi.cancel' });
    expect(toolNamed('deep').target).toMatchObject({ kind: 'statement', expression: 'orderApi.nested.deep' });
    const stats = toolNamed('stats').target;
    expect(stats.kind === 'wrap' && userText.slice(stats.start, stats.end)).toMatch(/^async \(params/);
    expect(toolNamed('inline').target.kind).toBe('wrap');
    expect(toolNamed('search').target).toMatchObject({ kind: 'statement', expression: 'search' });
    expect(toolNamed('clear').target.kind).toBe('wrap');
    expect(toolNamed('find').target).toMatchObject({ kind: 'class', className: 'Orders', member: 'find' });
  });

  test('one function registered twice has one target', () => {
    const targets = result.tools
      .filter((tool) => tool.name === 'getUser' || tool.name === 'alias')
      .map((t) => t.target);
    expect(targets).toHaveLength(3);
    for (const target of targets) expect(target).toEqual(targets[0]);
  });

  test('applied to the source, the targets attach every schema the SDK will look for', () => {
    const sources = transformedSources(result.tools);
    const main = runModules(sources, project.file('main.ts'));
    const [namespaceMap, literalMap] = main.registrations.maps as Record<string, any>[];
    expect(namespaceMap.getUser.__webmcpSchema).toEqual(toolNamed('getUser').schema);
    expect(namespaceMap.renameUser.__webmcpSchema.description).toBe('Rename a user');
    for (const name of ['getUser', 'alias', 'cancel', 'deep', 'stats', 'inline']) {
      expect(literalMap[name].__webmcpSchema, name).toEqual(toolNamed(name).schema);
    }
    expect(literalMap.inline({ q: 'x' })).toBe('x');

    const panel = runModules(sources, project.file('panel.tsx'));
    panel.exports.usePanel();
    const [hookMap] = panel.registrations.maps as Record<string, any>[];
    expect(hookMap.search.__webmcpSchema.description).toBe('Search the panel');
    expect(hookMap.clear.__webmcpSchema.description).toBe('Clear the panel');
    expect(panel.exports.Orders.__webmcpTools).toEqual({
      find: toolNamed('find').schema,
      exportAll: toolNamed('exportAll').schema,
    });
  });
});
