import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { runTool } from '../src/run-tool';
import type { ToolClaim } from '../src/tool-entry';
import { keywordSchema } from './support/tools';

function claimOf(invoke: ToolClaim['invoke'], lifetime = new AbortController()): ToolClaim {
  const schema = { description: 'Search', inputSchema: keywordSchema };
  return { name: 'search', schema, schemaKey: JSON.stringify(schema), invoke, owner: 'test#1', lifetime };
}

describe('runTool', () => {
  it('calls the function with the input and a signal, and shapes the result', async () => {
    const invoke = vi.fn((input: unknown) => ({ found: (input as { keyword: string }).keyword }));
    const result = await runTool(claimOf(invoke), { keyword: 'tea' });
    expect(result).toEqual({
      content: [{ type: 'text', text: '{"found":"tea"}' }],
      structuredContent: { found: 'tea' },
    });
    expect(invoke).toHaveBeenCalledWith({ keyword: 'tea' }, { signal: expect.any(AbortSignal) });
  });

  it('accepts input given as JSON text', async () => {
    const invoke = vi.fn(() => 'ok');
    await runTool(claimOf(invoke), '{"keyword":"tea"}');
    expect(invoke).toHaveBeenCalledWith({ keyword: 'tea' }, expect.anything());
  });

  it('reports text that is not JSON as an error result', async () => {
    const invoke = vi.fn();
    const result = await runTool(claimOf(invoke), '{keyword');
    expect(result.isError).toBe(true);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('rejects an invalid input with the path, without calling the function', async () => {
    const invoke = vi.fn();
    const result = await runTool(claimOf(invoke), { keyword: 3 });
    expect(result).toEqual({
      content: [{ type: 'text', text: 'Invalid input for "search": keyword: expected string, got number' }],
      isError: true,
    });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('treats a missing input as {} (so required fields are reported)', async () => {
    const result = await runTool(claimOf(vi.fn()), undefined);
    expect(result.content[0]!.text).toBe('Invalid input for "search": keyword: is required');
  });

  it('turns a thrown error (sync or async) into its message, without the stack', async () => {
    const sync = await runTool(
      claimOf(() => {
        throw new Error('no stock');
      }),
      { keyword: 'x' },
    );
    expect(sync).toEqual({ content: [{ type: 'text', text: 'no stock' }], isError: true });
    const rejected = await runTool(
      claimOf(async () => Promise.reject(new TypeError('bad'))),
      { keyword: 'x' },
    );
    expect(rejected).toEqual({ content: [{ type: 'text', text: 'bad' }], isError: true });
    const thrownString = await runTool(
      claimOf(() => {
        throw 'plain';
      }),
      { keyword: 'x' },
    );
    expect(thrownString.content[0]!.text).toBe('plain');
  });

  it('turns a result whose getter throws into an error result', async () => {
    const value = {
      get broken() {
        throw new Error('getter failed');
      },
    };
    expect(
      await runTool(
        claimOf(() => value),
        { keyword: 'x' },
      ),
    ).toEqual({
      content: [{ type: 'text', text: 'getter failed' }],
      isError: true,
    });
  });

  it('ends a call the host cancels at once, with an error result, and aborts the signal the function got', async () => {
    const host = new AbortController();
    let seen: AbortSignal | undefined;
    const pending = runTool(
      claimOf((_input, { signal }) => {
        seen = signal;
        return new Promise(() => {});
      }),
      { keyword: 'x' },
      host.signal,
    );
    host.abort(new DOMException('cancelled', 'AbortError'));
    // Not a rejection: Chromium logs a rejected execute as an error in the page's console.
    expect(await pending).toEqual({
      content: [{ type: 'text', text: 'Call of "search" cancelled' }],
      isError: true,
    });
    expect(seen!.aborted).toBe(true);
  });

  it('ends a cancelled call the same way when the function throws on hearing it', async () => {
    const host = new AbortController();
    const pending = runTool(
      claimOf(
        (_input, { signal }) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
      ),
      { keyword: 'x' },
      host.signal,
    );
    host.abort();
    expect(await pending).toMatchObject({ content: [{ text: 'Call of "search" cancelled' }], isError: true });
  });

  it.each([900, 1100, 5000])(
    'delivers the result of a call whose tool went away, %i ms later; its signal told it at once',
    async (delay) => {
      vi.useFakeTimers();
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const lifetime = new AbortController();
      let seen: AbortSignal | undefined;
      const pending = runTool(
        claimOf((_input, { signal }) => {
          seen = signal;
          return new Promise((resolve) => setTimeout(() => resolve({ placed: true }), delay));
        }, lifetime),
        { keyword: 'x' },
      );
      lifetime.abort();
      expect(seen!.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(delay);
      expect(await pending).toEqual({
        content: [{ type: 'text', text: '{"placed":true}' }],
        structuredContent: { placed: true },
      });
    },
  );

  it('reports a function that throws once it heard it was unregistered as an error result', async () => {
    const lifetime = new AbortController();
    const pending = runTool(
      claimOf(
        (_input, { signal }) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        lifetime,
      ),
      { keyword: 'x' },
    );
    lifetime.abort();
    expect(await pending).toMatchObject({ isError: true });
  });

  it('rejects at once when already aborted, without calling the function', async () => {
    const lifetime = new AbortController();
    lifetime.abort();
    const invoke = vi.fn();
    await expect(runTool(claimOf(invoke, lifetime), { keyword: 'x' })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(invoke).not.toHaveBeenCalled();
  });
});
