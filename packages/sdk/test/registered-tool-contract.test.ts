// One description of "a registered tool" (issue 25, item 4): the core owns it (`RegisteredTool`,
// `toRegisteredTool`: what `webmcp-tools.json` and `webmcp-nexus list --json` say the page
// registers); the SDK registers exactly that, plus who registered it, without importing the core
// at run time. The type half is checked by `pnpm typecheck`; the behaviour half runs both
// functions on the same schemas (the core's is imported here, in a test, from its source).
import { describe, expect, it } from 'vitest';
import {
  type RegisteredTool as CoreRegisteredTool,
  toRegisteredTool,
} from '../../core/src/manifest/tools-manifest';
import type { WebMcpSchema as CoreWebMcpSchema } from '../../core/src/types';
import type { ToolClaim } from '../src/tool-entry';
import { toToolInfo } from '../src/tool-info';
import type { RegisteredToolInfo, WebMcpSchema } from '../src/types';
import { keywordSchema } from './support/tools';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schemas are compared by the `__webmcpSchema` contract test (schema-contract.test.ts). */
type Schemas = 'inputSchema' | 'outputSchema';

const schemas: Record<string, WebMcpSchema> = {
  documented: { description: 'Search the catalogue', inputSchema: keywordSchema },
  'titled, every hint': {
    description: 'Place the order',
    title: 'Checkout',
    inputSchema: keywordSchema,
    readOnly: false,
    untrustedContent: true,
    consequential: true,
  },
  'a debugging tool': { description: 'Dump the state', inputSchema: keywordSchema, debugging: true },
  'no description (hosts refuse an empty one)': { description: '', inputSchema: keywordSchema },
  'with an output schema': {
    description: 'Get one product',
    inputSchema: keywordSchema,
    outputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  },
};

describe('a registered tool, described once', () => {
  it('has the same fields and annotations in the core and the SDK (plus the owner)', () => {
    const sameFields: Same<keyof RegisteredToolInfo, keyof CoreRegisteredTool | 'owner'> = true;
    const sameValues: Same<
      Omit<RegisteredToolInfo, Schemas | 'owner'>,
      Omit<CoreRegisteredTool, Schemas>
    > = true;
    expect([sameFields, sameValues]).toEqual([true, true]);
  });

  it.each(Object.keys(schemas))('is registered by the SDK as the core lists it: %s', (label) => {
    const schema = schemas[label]!;
    const claim: ToolClaim = {
      name: 'tool',
      schema,
      schemaKey: JSON.stringify(schema),
      invoke: () => undefined,
      owner: 'registerGlobalTools#1',
      lifetime: new AbortController(),
    };
    const { owner, ...registered } = toToolInfo(claim);
    expect(owner).toBe('registerGlobalTools#1');
    // As JSON, what hosts and the manifest file carry (the SDK leaves a missing outputSchema undefined).
    expect(JSON.parse(JSON.stringify(registered))).toEqual(
      toRegisteredTool('tool', schema as CoreWebMcpSchema),
    );
  });
});
