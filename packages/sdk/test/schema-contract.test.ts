// The `__webmcpSchema` contract: what the core makes (and the build plugin injects) is what the SDK
// reads, field for field. The checks are types, run by `pnpm typecheck`; the imports are type-only,
// so the SDK never loads the core at run time.
import { describe, expect, it } from 'vitest';
import type { JsonSchema as CoreJsonSchema } from '../../core/src/json-schema';
import type { WebMcpSchema as CoreWebMcpSchema } from '../../core/src/types';
import type { JsonSchema, WebMcpSchema } from '../src/types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;
/** The keys a type names, without its index signature (the SDK's schema also takes unknown keywords). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type NamedPart<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type Schemas = 'inputSchema' | 'outputSchema';
/** One core schema node whose child nodes are the SDK's: the node fits when its own keywords do. */
type Children = 'properties' | 'items' | 'prefixItems' | 'anyOf';
type CoreNodeAsSdk = Omit<CoreJsonSchema, Children> & {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
};

describe('the __webmcpSchema contract', () => {
  it('names the same fields in the core and the SDK, with values the SDK accepts', () => {
    const sameFields: Same<keyof CoreWebMcpSchema, keyof WebMcpSchema> = true;
    const sameFlags: Same<Omit<CoreWebMcpSchema, Schemas>, Omit<WebMcpSchema, Schemas>> = true;
    const everyKeywordKnown: Fits<keyof CoreJsonSchema, NamedKeys<JsonSchema>> = true;
    const keywordValuesFit: Fits<CoreNodeAsSdk, NamedPart<JsonSchema>> = true;
    expect([sameFields, sameFlags, everyKeywordKnown, keywordValuesFit]).toEqual([true, true, true, true]);
  });
});
