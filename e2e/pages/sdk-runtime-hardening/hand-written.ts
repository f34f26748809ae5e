// Tools with hand-written `__webmcpSchema`s (as a library author or an older build may ship):
// schemas the build plugin would not emit, or not this way. This module never names the SDK's
// functions, so the plugin leaves it alone; main.ts hands it `registerGlobalTools`.
import { Component, createElement } from 'react';
import { markReached } from './reached';

type Register = (...maps: object[]) => () => void;

const withSchema = <F extends Function>(fn: F, inputSchema: object, description = 'A hand-written tool') =>
  Object.assign(fn, { __webmcpSchema: { description, inputSchema } });

/** Enum members read by the validator (a Proxy counts them): work, not time. */
export const enumReads = { count: 0 };

const TAGS = Array.from({ length: 10_000 }, (_, index) => `tag-${index}`);

/** An object with `anyOf` beside `type`/`properties`/`required`/`additionalProperties`. */
const placeOrder = withSchema(
  () => {
    markReached();
    return 'placed';
  },
  {
    type: 'object',
    properties: { a: { type: 'number' } },
    required: ['a'],
    additionalProperties: false,
    anyOf: [{ required: ['a'] }, { type: 'null' }],
  },
);

/** A 10,000-member enum whose reads are counted. */
const bulkTag = withSchema(
  (input: { tags: string[] }) => {
    markReached();
    return { tagged: input.tags.length };
  },
  {
    type: 'object',
    properties: {
      tags: {
        type: 'array',
        items: {
          type: 'string',
          enum: new Proxy(TAGS, {
            get(target, key, receiver) {
              enumReads.count += 1;
              return Reflect.get(target, key, receiver);
            },
          }),
        },
      },
    },
    required: ['tags'],
  },
);

/** A pattern valid in ECMA-262 but not under the `u` flag (`\-` outside a class). */
const savePhone = withSchema(
  (input: { phone: string }) => {
    markReached();
    return { phone: input.phone };
  },
  {
    type: 'object',
    properties: { phone: { type: 'string', pattern: '^\\d{3}\\-\\d{4}$' } },
    required: ['phone'],
  },
);

const cyclicSchema: Record<string, unknown> = { type: 'object', properties: {} };
cyclicSchema.self = cyclicSchema;

/** Registers the hand-written tools with odd but valid schemas. */
export function registerOddSchemaTools(register: Register) {
  register({ placeOrder, bulkTag, savePhone });
}

/** Registers good tools beside ones whose schema JSON cannot encode, in one call. */
export function registerBrokenSchemaTools(register: Register) {
  register(
    {
      // One bad schema each way JSON cannot encode; `goodNeighbour` must be registered anyway.
      cyclicTool: withSchema(() => 1, cyclicSchema),
      bigintTool: withSchema(() => 1, { type: 'object', default: 10n }),
      getterTool: withSchema(() => 1, {
        type: 'object',
        get properties(): never {
          throw new Error('schema getter failed');
        },
      }),
    },
    { goodNeighbour: withSchema(() => 'still here', { type: 'object', properties: {} }) },
  );
}

/** A bulk-tag input of `count` valid members. */
export function manyTags(count: number): string[] {
  return TAGS.slice(0, count);
}

type UseTools = (...maps: object[]) => void;

/**
 * A component that registers a good tool beside one whose schema JSON cannot encode (a BigInt);
 * it must still render. Built from the hook it is given, for the reason above.
 */
export function makeBrokenToolsPanel(useTools: UseTools) {
  const panelPing = withSchema(() => 'pong', { type: 'object', properties: {} });
  const brokenHookTool = withSchema(() => 1, { type: 'object', default: 10n });
  // biome-ignore lint/correctness/noComponentHookFactories: built from the hook it is given (see above)
  return function BrokenToolsPanel() {
    useTools({ panelPing, brokenHookTool });
    return createElement('p', { id: 'broken-panel' }, 'Broken tools panel rendered');
  };
}

/**
 * A class component as a separately built library ships it (its `__webmcpTools` map already
 * attached), wrapped with a misspelt method name, which the build cannot check here (issue 17, item 10).
 */
export function makeTypoPanel(
  wrap: (componentClass: typeof Component<object>, methodNames: string[]) => unknown,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: a library's class, wrapped by the function it is given
  class SearchPanel extends Component<object> {
    static __webmcpTools = {
      search: { description: 'Search the panel', inputSchema: { type: 'object', properties: {} } },
    };
    search() {
      return 'found';
    }
    override render() {
      return createElement('p', null, 'Search panel');
    }
  }
  return wrap(SearchPanel, ['search', 'serach']);
}
