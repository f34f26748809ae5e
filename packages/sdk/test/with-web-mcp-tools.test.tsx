// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, createRef, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { webmcpRegistry, withWebMcpTools } from '../src/index';
import type { WebMcpSchema } from '../src/types';
import { executeByName } from './support/polyfill';
import { hostForEachTest } from './support/react-host';
import { settle } from './support/tools';

const host = hostForEachTest();

/** Every render runs under StrictMode (double mount, double lifecycle calls). */
const renderStrict = (ui: React.ReactElement) => render(ui, { wrapper: StrictMode });
const names = host.toolNames;
const schema = (
  description: string,
  properties: WebMcpSchema['inputSchema']['properties'] = {},
): WebMcpSchema => ({
  description,
  inputSchema: { type: 'object', properties },
});

interface Order {
  name: string;
  status: 'pending' | 'done';
}
interface OrderPanelProps {
  owner: string;
}

class OrderPanel extends Component<OrderPanelProps, { orders: Order[] }> {
  static defaultProps = { owner: 'nobody' };
  override state = { orders: [{ name: 'tea', status: 'pending' as const }] };

  /** Search orders @readonly */
  searchOrders(params: { keyword: string }) {
    return {
      owner: this.props.owner,
      hits: this.state.orders.filter((order) => order.name.includes(params.keyword)),
    };
  }

  /** Add an order */
  addOrder = (params: { name: string }) => {
    this.setState((state) => ({ orders: [...state.orders, { name: params.name, status: 'pending' }] }));
    return { added: params.name };
  };

  helper() {
    return 'not a tool';
  }

  override render() {
    return (
      <ul>
        {this.state.orders.map((order) => (
          <li key={order.name}>{order.name}</li>
        ))}
      </ul>
    );
  }
}
// What the build plugin emits right after the class (the contract in README.md).
(OrderPanel as unknown as { __webmcpTools: Record<string, WebMcpSchema> }).__webmcpTools = {
  searchOrders: { ...schema('Search orders', { keyword: { type: 'string' } }), readOnly: true },
  addOrder: schema('Add an order', { name: { type: 'string' } }),
};

const lifecycleCalls: string[] = [];
class WithLifecycle extends OrderPanel {
  override componentDidMount() {
    lifecycleCalls.push('didMount');
  }
  override componentWillUnmount = () => {
    lifecycleCalls.push('willUnmount');
  };
}

class SpecialPanel extends OrderPanel {
  archive() {
    return 'archived';
  }
}
(SpecialPanel as unknown as { __webmcpTools: Record<string, WebMcpSchema> }).__webmcpTools = {
  archive: schema('Archive orders'),
  addOrder: schema('Add a special order', { name: { type: 'string' } }),
};

class Legacy extends Component {
  ping() {
    return 'pong';
  }
  override render() {
    return null;
  }
}
Object.assign(Legacy.prototype.ping, { __webmcpSchema: schema('Ping') });

class Bare extends Component {
  helper() {
    return 1;
  }
  override render() {
    return null;
  }
}

const PlainFunction = () => null;

const SearchOnlyPanel = withWebMcpTools(OrderPanel, ['searchOrders']);
const Both = ({ showSecond }: { showSecond: boolean }) => (
  <>
    <SearchOnlyPanel owner="first" />
    {showSecond && <SearchOnlyPanel owner="second" />}
  </>
);

describe('withWebMcpTools', () => {
  it('registers prototype methods and arrow fields on mount, unregisters on unmount (StrictMode: once)', async () => {
    const Wrapped = withWebMcpTools(OrderPanel);
    const { unmount } = render(
      <StrictMode>
        <Wrapped owner="ann" />
      </StrictMode>,
    );
    await settle();
    expect(await names()).toEqual(['addOrder', 'searchOrders']);
    expect(host.registerSpy).toHaveBeenCalledTimes(2);
    const search = (await host.context.getTools()).find((tool) => tool.name === 'searchOrders')!;
    expect(search).toMatchObject({ description: 'Search orders', annotations: { readOnlyHint: true } });
    unmount();
    await settle();
    expect(await names()).toEqual([]);
  });

  it('binds methods to the instance: they see the current state and props', async () => {
    const Wrapped = withWebMcpTools(OrderPanel);
    const { rerender } = renderStrict(<Wrapped owner="ann" />);
    await settle();
    await act(async () => {
      expect(await executeByName(host.context, 'addOrder', { name: 'coffee' })).toMatchObject({
        structuredContent: { added: 'coffee' },
      });
    });
    expect(screen.getByText('coffee')).toBeTruthy();
    rerender(<Wrapped owner="bob" />);
    expect(await executeByName(host.context, 'searchOrders', { keyword: 'co' })).toMatchObject({
      structuredContent: { owner: 'bob', hits: [{ name: 'coffee', status: 'pending' }] },
    });
    expect(await executeByName(host.context, 'searchOrders', { keyword: 7 })).toMatchObject({
      isError: true,
    });
  });

  it('registers exactly the methodNames given', async () => {
    const Wrapped = withWebMcpTools(OrderPanel, ['searchOrders']);
    renderStrict(<Wrapped owner="ann" />);
    await settle();
    expect(await names()).toEqual(['searchOrders']);
  });

  it('forwards props, the ref (to the instance) and statics; names itself after the class', async () => {
    const Wrapped = withWebMcpTools(OrderPanel);
    const ref = createRef<OrderPanel>();
    renderStrict(<Wrapped owner="ann" ref={ref} />);
    expect(ref.current).toBeInstanceOf(OrderPanel);
    expect(ref.current!.searchOrders({ keyword: 'tea' }).owner).toBe('ann');
    expect(Wrapped.defaultProps).toEqual({ owner: 'nobody' });
    expect(Wrapped.displayName).toBe('withWebMcpTools(OrderPanel)');
  });

  it('labels the owner by displayName, else by its tools; never by the class name, which minifiers shorten', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What a production build makes of `class OrderPanel`: the same class under a two-letter name.
    const Minified = class extends OrderPanel {};
    Object.defineProperty(Minified, 'name', { value: 'an' });
    const Named = class extends OrderPanel {
      static displayName = 'OrderPanel';
    };
    Object.defineProperty(Named, 'name', { value: 'bn' });
    const MinifiedPanel = withWebMcpTools(Minified);
    const NamedPanel = withWebMcpTools(Named, ['searchOrders']);
    const { rerender } = renderStrict(<MinifiedPanel owner="ann" />);
    await settle();
    const owners = () => webmcpRegistry.listTools().map((tool) => `${tool.name}: ${tool.owner}`);
    expect(owners()).toEqual([
      expect.stringMatching(/^searchOrders: withWebMcpTools\(searchOrders, addOrder\)#\d+$/),
      expect.stringMatching(/^addOrder: withWebMcpTools\(searchOrders, addOrder\)#\d+$/),
    ]);

    rerender(
      <>
        <MinifiedPanel owner="ann" />
        <NamedPanel owner="bob" />
      </>,
    );
    await settle();
    expect(owners()).toContainEqual(
      expect.stringMatching(/^searchOrders: withWebMcpTools\(OrderPanel\)#\d+$/),
    );
    expect(owners().join('\n')).not.toMatch(/\((an|bn)\)/);
    expect(warn).not.toHaveBeenCalled(); // same schemas: another instance of the same tool
  });

  it('keeps the class’s own componentDidMount / componentWillUnmount (methods and arrow fields)', async () => {
    const Wrapped = withWebMcpTools(WithLifecycle);
    const { unmount } = renderStrict(<Wrapped owner="ann" />);
    unmount();
    // StrictMode's simulated unmount/remount runs them twice; the tools follow along.
    expect(lifecycleCalls).toEqual(['didMount', 'willUnmount', 'didMount', 'willUnmount']);
  });

  it('reads the tools map through subclasses, the subclass’s entries winning', async () => {
    const Wrapped = withWebMcpTools(SpecialPanel);
    renderStrict(<Wrapped owner="x" />);
    await settle();
    const tools = await host.context.getTools();
    expect(tools.map((tool) => tool.name)).toEqual(['addOrder', 'archive', 'searchOrders']);
    expect(tools.find((tool) => tool.name === 'addOrder')!.description).toBe('Add a special order');
  });

  it('falls back to fn.__webmcpSchema on methods when the class has no map', async () => {
    const Wrapped = withWebMcpTools(Legacy, ['ping']);
    renderStrict(<Wrapped />);
    await settle();
    expect(await executeByName(host.context, 'ping', {})).toMatchObject({ content: [{ text: 'pong' }] });
  });

  it('warns about a listed name that is no method (a typo), registering the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error the typo under test (plain JavaScript would not say so)
    const Wrapped = withWebMcpTools(OrderPanel, ['searchOrders', 'serachOrders']);
    renderStrict(<Wrapped owner="ann" />);
    await settle();
    expect(await names()).toEqual(['searchOrders']);
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toContain(
      'skipped "serachOrders": the component has no method of that name',
    );
  });

  it('warns, and registers nothing, for a method without a schema or a class without tools', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Wrapped = withWebMcpTools(Bare, ['helper']);
    renderStrict(<Wrapped />);
    await settle();
    expect(await names()).toEqual([]);
    const text = warn.mock.calls.map(([message]) => String(message)).join('\n');
    expect(text).toMatch(/withWebMcpTools\(Bare\): skipped "helper".*__webmcpSchema/);
    expect(text).toMatch(/withWebMcpTools\(Bare\) found no tools/);
  });

  it('given a function component, warns and returns it unchanged (it must be the innermost HOC)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(withWebMcpTools(PlainFunction as never)).toBe(PlainFunction);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('expected a React class component'));
  });

  it('several mounted instances share the name without a warning; the newest serves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderStrict(<Both showSecond />);
    await settle();
    expect(await executeByName(host.context, 'searchOrders', { keyword: '' })).toMatchObject({
      structuredContent: { owner: 'second' },
    });
    rerender(<Both showSecond={false} />);
    await settle();
    expect(await executeByName(host.context, 'searchOrders', { keyword: '' })).toMatchObject({
      structuredContent: { owner: 'first' },
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
