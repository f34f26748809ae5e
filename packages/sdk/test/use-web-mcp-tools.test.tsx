// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useCallback, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { registerGlobalTools, useWebMcpState, useWebMcpTools, webmcpRegistry } from '../src/index';
import { executeByName } from './support/polyfill';
import { hostForEachTest } from './support/react-host';
import { described, settle } from './support/tools';

const host = hostForEachTest();

const strict = (ui: React.ReactNode) => render(<StrictMode>{ui}</StrictMode>);
const names = host.toolNames;

const counterSchema = {
  type: 'object' as const,
  properties: { by: { type: 'number' as const } },
  required: ['by'],
};

/** Two components, each with its own `find` under an identical schema. */
function OrdersSearch() {
  const find = described(() => 'orders', 'Find');
  useWebMcpTools({ find });
  return null;
}
function ProductsSearch() {
  const find = described(() => 'products', 'Find');
  useWebMcpTools({ find });
  return null;
}

/** A page with a counter that an agent can read and change; the tools close over state. */
function Counter({ label = 'count' }: { label?: string }) {
  const [count, setCount] = useState(0);
  // The schema rides on the memoised function, as after the build plugin.
  const increment = described(
    useCallback(
      ({ by }: { by: number }) => {
        setCount((current) => current + by);
        return { before: count };
      },
      [count],
    ),
    'Increment the counter',
    counterSchema,
  );
  const readCount = described(() => ({ count }), 'Read the counter', undefined, { readOnly: true });
  useWebMcpTools({ increment, readCount });
  return (
    <p>
      {label}: {count}
    </p>
  );
}

const ping = described(() => 'pong', 'Ping');
const clearAll = described(() => 'cleared', 'Clear everything');
function Panel({ isAdmin, description }: { isAdmin: boolean; description: string }) {
  const help = described(() => description, description);
  useWebMcpTools({ ping, help }, isAdmin ? { clearAll } : {});
  return null;
}

function Two({ showSecond }: { showSecond: boolean }) {
  return (
    <>
      <Counter label="first" />
      {showSecond && <Counter label="second" />}
    </>
  );
}

function Plain() {
  const [value] = useState(1);
  useWebMcpTools({ undecorated: () => value, ping: described(() => 'pong', 'Ping') });
  return null;
}

let slowSignal: AbortSignal | undefined;
let finishSlow: (value: string) => void = () => {};
function Slow() {
  useWebMcpTools({
    slow: described((_input: object, { signal }: { signal: AbortSignal }) => {
      slowSignal = signal;
      return new Promise((resolve) => (finishSlow = resolve));
    }, 'Slow'),
  });
  return null;
}

function Status() {
  const state = useWebMcpState();
  return <output>{state}</output>;
}

describe('useWebMcpTools', () => {
  it('registers on mount and unregisters on unmount; StrictMode leaves exactly one registration', async () => {
    const { unmount } = strict(<Counter />);
    await settle();
    expect(await names()).toEqual(['increment', 'readCount']);
    expect(host.registerSpy).toHaveBeenCalledTimes(2); // one per tool, despite the double mount
    expect(webmcpRegistry.listTools().map((tool) => tool.owner)).toEqual([
      'useWebMcpTools#2',
      'useWebMcpTools#2',
    ]);
    unmount();
    await settle();
    expect(await names()).toEqual([]);
    expect(webmcpRegistry.getState()).toBe('idle');
  });

  it('calls the latest closure without re-registering on every render', async () => {
    strict(<Counter />);
    await settle();
    await act(async () => {
      expect(await executeByName(host.context, 'increment', { by: 2 })).toMatchObject({
        structuredContent: { before: 0 },
      });
    });
    expect(screen.getByText('count: 2')).toBeTruthy(); // the tool's state change shows in the page
    await act(async () => {
      expect(await executeByName(host.context, 'increment', { by: 3 })).toMatchObject({
        structuredContent: { before: 2 },
      });
    });
    expect(await executeByName(host.context, 'readCount', {})).toMatchObject({
      structuredContent: { count: 5 },
    });
    await settle();
    expect(host.registerSpy).toHaveBeenCalledTimes(2);
  });

  it('re-registers only when the set of names or a schema changes', async () => {
    const { rerender } = strict(<Panel isAdmin={false} description="Help" />);
    await settle();
    expect(await names()).toEqual(['help', 'ping']);
    rerender(
      <StrictMode>
        <Panel isAdmin={false} description="Help" />
      </StrictMode>,
    );
    await settle();
    expect(host.registerSpy).toHaveBeenCalledTimes(2);
    rerender(
      <StrictMode>
        <Panel isAdmin description="Help" />
      </StrictMode>,
    );
    await settle();
    expect(await names()).toEqual(['clearAll', 'help', 'ping']);
    expect(host.registerSpy).toHaveBeenCalledTimes(3); // only clearAll is new on the host
    rerender(
      <StrictMode>
        <Panel isAdmin description="Help me" />
      </StrictMode>,
    );
    await settle();
    expect(host.registerSpy).toHaveBeenCalledTimes(4); // help's schema changed
    expect((await host.context.getTools()).find((tool) => tool.name === 'help')!.description).toBe('Help me');
    rerender(
      <StrictMode>
        <Panel isAdmin={false} description="Help me" />
      </StrictMode>,
    );
    await settle();
    expect(await names()).toEqual(['help', 'ping']);
  });

  it('lets several instances of one component coexist: the newest serves, the previous comes back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = strict(<Two showSecond />);
    await settle();
    expect(await names()).toEqual(['increment', 'readCount']);
    await act(async () => {
      await executeByName(host.context, 'increment', { by: 5 });
    });
    expect(screen.getByText('second: 5')).toBeTruthy();
    expect(screen.getByText('first: 0')).toBeTruthy();
    rerender(
      <StrictMode>
        <Two showSecond={false} />
      </StrictMode>,
    );
    await settle();
    await act(async () => {
      await executeByName(host.context, 'increment', { by: 1 });
    });
    expect(screen.getByText('first: 1')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled(); // same tool, more instances: not a conflict
  });

  it('warns when another component takes a name with other code under an identical schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    strict(
      <>
        <OrdersSearch />
        <ProductsSearch />
      </>,
    );
    await settle();
    expect(await executeByName(host.context, 'find', {})).toMatchObject({ content: [{ text: 'products' }] });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/tool "find": useWebMcpTools overrides useWebMcpTools/),
    );
  });

  it('takes a global tool’s name while mounted (with a warning) and gives it back on unmount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const globalRead = described(() => ({ count: 'global' }), 'Read the global counter');
    const release = registerGlobalTools({ readCount: globalRead });
    onTestFinished(release); // even when an assertion fails, so later tests start clean
    const { unmount } = strict(<Counter />);
    await settle();
    expect(await executeByName(host.context, 'readCount', {})).toMatchObject({
      structuredContent: { count: 0 },
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/readCount.*useWebMcpTools overrides registerGlobalTools/),
    );
    unmount();
    await settle();
    expect(await executeByName(host.context, 'readCount', {})).toMatchObject({
      structuredContent: { count: 'global' },
    });
  });

  it('skips a function without __webmcpSchema and warns once, naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = strict(<Plain />);
    rerender(
      <StrictMode>
        <Plain />
      </StrictMode>,
    );
    await settle();
    expect(await names()).toEqual(['ping']);
    const messages = warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.includes('undecorated'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/useWebMcpTools: skipped "undecorated".*build plugin/);
  });

  it('tells a running call its component unmounted, and still delivers its result through the polyfill', async () => {
    const { unmount } = strict(<Slow />);
    await settle();
    const call = executeByName(host.context, 'slow', {});
    await vi.waitFor(() => expect(slowSignal).toBeDefined());
    unmount();
    await settle();
    expect(slowSignal!.aborted).toBe(true);
    // The polyfill cancels the calls of a tool it unregisters: the SDK keeps the tool until this one answers.
    expect(await host.toolNames()).toEqual(['slow']);
    finishSlow('placed');
    expect(await call).toEqual({ content: [{ type: 'text', text: 'placed' }] });
    await vi.waitFor(async () => expect(await host.toolNames()).toEqual([]));
  });
});

describe('useWebMcpState', () => {
  it('follows the registry state', async () => {
    strict(<Status />);
    expect(screen.getByRole('status').textContent).toBe('idle');
    const { unmount } = strict(<Counter />);
    await act(settle);
    expect(screen.getByRole('status').textContent).toBe('ready');
    unmount();
    await act(settle);
    expect(screen.getByRole('status').textContent).toBe('idle');
  });
});
