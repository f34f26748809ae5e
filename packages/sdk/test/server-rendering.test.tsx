import { Component } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  registerGlobalTools,
  useWebMcpState,
  useWebMcpTools,
  webmcpRegistry,
  withWebMcpTools,
} from '../src/index';
import * as userApi from './fixtures/user-api';
import { described } from './support/tools';

// Node, no document: what a server renderer sees. Server bundles carry no schemas (the build
// plugins transform browser code only), so registering there could only warn about every tool.
const ping = described(() => 'pong', 'Ping');
const schemaLess = () => 'no schema on the server';

function Page() {
  useWebMcpTools({ ping, schemaLess });
  return <p>state: {useWebMcpState()}</p>;
}

class Panel extends Component {
  search() {
    return [];
  }
  override render() {
    return <p>panel</p>;
  }
}
Object.assign(Panel, {
  __webmcpTools: { search: { description: 'Search', inputSchema: { type: 'object' } } },
});
const WrappedPanel = withWebMcpTools(Panel);

// The SDK's development warnings are printed once per page: every test here must see none.
let printed: MockInstance[] = [];
beforeEach(() => {
  printed = [
    vi.spyOn(console, 'warn').mockImplementation(() => {}),
    vi.spyOn(console, 'error').mockImplementation(() => {}),
  ];
});
afterEach(() => {
  const calls = printed.flatMap((spy) => spy.mock.calls);
  vi.restoreAllMocks();
  expect(calls, 'nothing printed').toEqual([]);
});

describe('server rendering', () => {
  it('renders hooks and wrapped classes without registering anything or touching a host', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <>
        <Page />
        <WrappedPanel />
      </>,
    );
    expect(html).toContain('state: <!-- -->idle');
    expect(html).toContain('panel');
    expect(webmcpRegistry.listTools()).toEqual([]);
    expect(webmcpRegistry.getState()).toBe('idle');
  });

  it('registers nothing and prints nothing: schema-less tools, global tools, a mounted class, a non-class', () => {
    const changes = vi.fn();
    const unsubscribe = webmcpRegistry.subscribe(changes);
    const release = registerGlobalTools(userApi, { schemaLess });
    renderToString(<Page />);
    // A renderer without a document that does mount (a Node test renderer) registers nothing either.
    const panel = new WrappedPanel({}) as Component;
    panel.componentDidMount?.();
    withWebMcpTools((() => null) as never);
    expect(webmcpRegistry.listTools()).toEqual([]);
    expect(webmcpRegistry.getState()).toBe('idle');
    expect(changes, 'no claim reached the registry').not.toHaveBeenCalled();
    panel.componentWillUnmount?.();
    release();
    unsubscribe();
  });
});
