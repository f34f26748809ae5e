import { Component } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWebMcpState, useWebMcpTools, webmcpRegistry, withWebMcpTools } from '../src/index';
import { described } from './support/tools';

// Node, no document: what a server renderer sees.
const ping = described(() => 'pong', 'Ping');

function Page() {
  useWebMcpTools({ ping });
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
});
