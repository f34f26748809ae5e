import { Component } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import * as core from '../src/core';
import {
  type CallToolOutcome,
  type CallToolResult,
  type RegisteredToolInfo,
  registerGlobalTools,
  type ToolCallOptions,
  useWebMcpState,
  useWebMcpTools,
  type WebMcpRegistry,
  type WebMcpSchema,
  type WebMcpSnapshot,
  type WebMcpState,
  webmcpRegistry,
  withWebMcpTools,
} from '../src/index';
import * as userApi from './fixtures/user-api';

class Panel extends Component<{ id: string }> {
  static tag = 'panel';
  search(_params: { keyword: string }) {
    return [];
  }
  override render() {
    return null;
  }
}

// Checked by the root `tsc --noEmit` (this folder is in tsconfig.json); the calls below only run as no-ops.
describe('public types', () => {
  it('registerGlobalTools takes namespace imports, object literals and conditional maps; returns a release function', () => {
    expectTypeOf(registerGlobalTools).parameters.toEqualTypeOf<core.ToolMap[]>();
    expectTypeOf(registerGlobalTools).returns.toEqualTypeOf<() => void>();
    const isAdmin = false as boolean;
    const search = async (_params: { keyword: string }, _options?: ToolCallOptions) => [];
    expectTypeOf(registerGlobalTools).toBeCallableWith(userApi, { search }, isAdmin ? { search } : {}, null);
    // @ts-expect-error a string is not a map of tools
    expectTypeOf(registerGlobalTools).toBeCallableWith('search');
  });

  it('useWebMcpTools mirrors registerGlobalTools and returns nothing', () => {
    expectTypeOf(useWebMcpTools).parameters.toEqualTypeOf<core.ToolMap[]>();
    expectTypeOf(useWebMcpTools).returns.toEqualTypeOf<void>();
    expectTypeOf(useWebMcpState).returns.toEqualTypeOf<WebMcpState>();
  });

  it('withWebMcpTools keeps the class type and only accepts its member names', () => {
    const Wrapped = withWebMcpTools(Panel, ['search']);
    expectTypeOf(Wrapped).toExtend<typeof Panel>();
    expectTypeOf(Wrapped.displayName).toEqualTypeOf<string>();
    expectTypeOf(Wrapped.tag).toEqualTypeOf<string>();
    // @ts-expect-error not a member of Panel
    withWebMcpTools(Panel, ['serach']);
  });

  it('the testing face and its results', () => {
    expectTypeOf(webmcpRegistry).toEqualTypeOf<WebMcpRegistry>();
    expectTypeOf(core.webmcpRegistry).toEqualTypeOf<WebMcpRegistry>();
    expectTypeOf(webmcpRegistry.listTools).returns.toEqualTypeOf<RegisteredToolInfo[]>();
    expectTypeOf(webmcpRegistry.callTool).returns.resolves.toEqualTypeOf<CallToolOutcome>();
    expectTypeOf(webmcpRegistry.getSnapshot).returns.toEqualTypeOf<WebMcpSnapshot>();
    expectTypeOf<WebMcpState>().toEqualTypeOf<'idle' | 'ready' | 'no-host' | 'error'>();
    const outcome = {} as CallToolOutcome;
    if (outcome.ok) expectTypeOf(outcome.result).toEqualTypeOf<CallToolResult>();
    else expectTypeOf(outcome.error).toEqualTypeOf<string>();
  });

  it('the schema shape the build plugin attaches', () => {
    expectTypeOf<WebMcpSchema>().toHaveProperty('description').toEqualTypeOf<string>();
    expectTypeOf<WebMcpSchema['title']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WebMcpSchema['readOnly']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<WebMcpSchema['untrustedContent']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<WebMcpSchema['consequential']>().toEqualTypeOf<boolean | undefined>();
  });

  it('the React-free entry exports no React API', () => {
    expectTypeOf(core).not.toHaveProperty('useWebMcpTools');
    expectTypeOf(core).not.toHaveProperty('withWebMcpTools');
    expectTypeOf(core).toHaveProperty('registerGlobalTools');
  });
});
