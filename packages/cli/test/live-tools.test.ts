// The live-tools bridge of `webmcp-nexus mcp`, seen from both of its sides at once: a real MCP
// client over stdio, and WebSocket clients that speak the page's protocol (the SDK's bridge
// worker, or an intruder). The browser suites (e2e/test/live-tools-*.test.ts) run the real page
// side against every dev server; here are the cases a browser cannot make: any Origin, any Host,
// a wrong secret, a malformed message, two CLIs for one project.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { liveToolsEndpoint } from '@webmcp-nexus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath } from './helpers/paths';
import { connectProtocolPage, type ProtocolPage, pageTool } from './helpers/protocol-page';
import { copyFixture } from './helpers/temp-project';

const OWN_TOOLS = ['list_tools', 'check_tools'];

describe('webmcp-nexus mcp: live tools', () => {
  const project = copyFixture('clean');
  // A package of its own: the project's cache folder (and so its port and secret) is its own.
  writeFileSync(`${project.dir}/package.json`, '{ "private": true }');
  const endpoint = liveToolsEndpoint(project.dir)!;
  const origin = 'http://localhost:5173';
  const client = new Client({ name: 'webmcp-nexus-test', version: '1.0.0' });
  const stderr: string[] = [];
  const pages: ProtocolPage[] = [];
  let notifications = 0;
  let notified: (() => void) | undefined;

  /** Lists tools until `accept` holds, re-listing on each tools/list_changed (no clock). */
  const listedWhen = async (accept: (names: string[]) => boolean) => {
    for (;;) {
      const seen = notifications;
      const { tools } = await client.listTools();
      if (accept(tools.map((tool) => tool.name))) return tools;
      if (notifications === seen) await new Promise<void>((resolve) => (notified = resolve));
    }
  };
  const page = (options: Parameters<typeof connectProtocolPage>[1]) => {
    const opened = connectProtocolPage(endpoint.port, options);
    pages.push(opened);
    return opened;
  };
  const admittedPage = async (tools: object[], url = `${origin}/`) => {
    const opened = page({ origin, secret: endpoint.secret, url });
    const welcome = await opened.next('welcome');
    expect(welcome?.proof).toBe(opened.welcomeProof);
    opened.send({ type: 'tools', tools });
    return opened;
  };
  const logged = (text: string) => expect.poll(() => stderr.join(''), { timeout: 10_000 }).toContain(text);

  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliPath, 'mcp', project.dir],
      stderr: 'pipe',
    });
    const listening = `waiting for this project's pages on 127.0.0.1:${endpoint.port}`;
    const ready = new Promise<void>((resolve) =>
      transport.stderr?.on('data', (chunk) => {
        stderr.push(String(chunk));
        if (stderr.join('').includes(listening)) resolve();
      }),
    );
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      notifications++;
      notified?.();
    });
    await client.connect(transport);
    await ready;
  });

  afterAll(async () => {
    for (const opened of pages) opened.close();
    await client.close();
    project.remove();
  });

  it('says it may list tools that change', () => {
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });
  });

  it('refuses, before a byte, a page of another site, a request without an Origin, and a rebound Host', async () => {
    const attempts = [
      page({ origin: 'https://evil.example', secret: endpoint.secret }),
      page({ origin: 'http://evil.localhost.example:5173', secret: endpoint.secret }),
      page({ origin: 'null', secret: endpoint.secret }),
      page({ secret: endpoint.secret }),
      // DNS rebinding: a name of another site resolved to 127.0.0.1, from its own origin.
      page({
        origin: 'http://rebound.example:45000',
        host: `rebound.example:${endpoint.port}`,
        secret: endpoint.secret,
      }),
      page({ origin, host: `rebound.example:${endpoint.port}`, secret: endpoint.secret }),
    ];
    for (const attempt of attempts) {
      expect(await attempt.closed).toBe(1006);
      expect(attempt.refusedStatus).toBe(403);
      expect(attempt.received).toEqual([]);
    }
    await logged(
      'refused a connection from https://evil.example: only pages of this machine (localhost) may connect',
    );
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(OWN_TOOLS);
  });

  it('closes a loopback page that does not prove the secret after its hello, telling it nothing but the challenge', async () => {
    const intruder = page({ origin, secret: 'a'.repeat(43) });
    expect(await intruder.closed).toBe(4001);
    expect(intruder.received.map((message) => message.type)).toEqual(['challenge']);
    // One that never answers is closed too.
    const silent = page({ origin, secret: endpoint.secret, answerChallenge: false });
    expect(await silent.closed).toBe(4001);
    await logged(`refused a page of ${origin}: it does not know this project’s secret`);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(OWN_TOOLS);
  });

  it('closes a page that sends a message the protocol has no place for', async () => {
    const confused = page({ origin, secret: endpoint.secret });
    await confused.next('welcome');
    confused.send({ type: 'tools', tools: 'all of them' });
    expect(await confused.closed).toBe(4002);
  });

  it("lists an admitted page's tools with its title and annotations mapped to MCP's, the WebMCP ones under _meta", async () => {
    const shop = await admittedPage([
      pageTool('searchProducts', { readOnlyHint: true }),
      pageTool('addToCart'),
      pageTool('checkout', { consequentialHint: true }),
      {
        ...pageTool('listReviews', { readOnlyHint: true, untrustedContentHint: true }),
        title: 'List reviews',
      },
    ]);
    const tools = await listedWhen((names) => names.includes('searchProducts'));
    expect(tools.map((tool) => tool.name)).toEqual([
      ...OWN_TOOLS,
      'addToCart',
      'checkout',
      'listReviews',
      'searchProducts',
    ]);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.listReviews).toEqual({
      name: 'listReviews',
      title: 'List reviews',
      description: 'listReviews of the page',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } }, additionalProperties: false },
      annotations: { readOnlyHint: true },
      _meta: {
        'webmcp-nexus/annotations': {
          readOnlyHint: true,
          untrustedContentHint: true,
          consequentialHint: false,
          debugging: false,
        },
      },
    });
    expect(byName.addToCart.annotations).toEqual({ readOnlyHint: false, destructiveHint: false });
    expect(byName.checkout.annotations).toEqual({ readOnlyHint: false, destructiveHint: true });
    shop.close();
    await listedWhen((names) => !names.includes('searchProducts'));
  });

  it('lists a name two pages hold once, from the page last looked at, and runs calls there, result unchanged', async () => {
    const first = await admittedPage([pageTool('search', {}, 'first tab')], `${origin}/first`);
    await listedWhen((names) => names.includes('search'));
    const second = await admittedPage([pageTool('search', {}, 'second tab')], `${origin}/second`);
    const description = async () =>
      (await client.listTools()).tools
        .filter((tool) => tool.name === 'search')
        .map((tool) => tool.description);
    await expect.poll(description).toEqual(['second tab']);

    const answer = (tab: ProtocolPage, result: object) =>
      tab.next('call').then((call) => {
        tab.received.splice(tab.received.indexOf(call!), 1);
        tab.send({ type: 'result', id: call!.id, result });
        return call;
      });
    const fromSecond = { content: [{ type: 'text', text: 'no match' }], isError: true, _meta: { tab: 2 } };
    const [call, result] = await Promise.all([
      answer(second, fromSecond),
      client.callTool({ name: 'search', arguments: { q: 'chess' } }),
    ]);
    expect(call).toMatchObject({ type: 'call', name: 'search', arguments: { q: 'chess' } });
    expect(result).toEqual(fromSecond);

    first.send({ type: 'active' });
    await expect.poll(description).toEqual(['first tab']);
    const fromFirst = { content: [{ type: 'text', text: '1 match' }], structuredContent: { count: 1 } };
    const [, again] = await Promise.all([
      answer(first, fromFirst),
      client.callTool({ name: 'search', arguments: {} }),
    ]);
    expect(again).toEqual(fromFirst);

    // A tab that goes with a call in flight: the call is answered, not left hanging.
    const pending = client.callTool({ name: 'search', arguments: {} });
    await first.next('call');
    first.close();
    expect((await pending) as CallToolResult).toEqual({
      content: [{ type: 'text', text: `The page (${origin}/first) closed before the tool answered.` }],
      isError: true,
    });
    await expect.poll(description).toEqual(['second tab']);
    second.close();
    await listedWhen((names) => !names.includes('search'));
    const gone = (await client.callTool({ name: 'search', arguments: {} })) as CallToolResult;
    expect(gone.isError).toBe(true);
    expect(gone.content[0]).toMatchObject({
      text: expect.stringContaining(
        'search: unknown tool "search": this server offers list_tools, check_tools, and the tools of this project\'s pages open in a development build, none of which registers it now',
      ),
    });
  });

  it("hides a page's tool named like one of the server's own, and says so", async () => {
    const shadowing = await admittedPage([pageTool('list_tools'), pageTool('addNote')]);
    const tools = await listedWhen((names) => names.includes('addNote'));
    expect(tools.filter((tool) => tool.name === 'list_tools')).toHaveLength(1);
    expect(tools.find((tool) => tool.name === 'list_tools')?.title).toBe('List WebMCP tools');
    await logged(
      'the page\'s tool "list_tools" is hidden by this server\'s own tool of that name; rename it',
    );
    shadowing.close();
    await listedWhen((names) => !names.includes('addNote'));
  });

  it('leaves the port to the CLI that holds it; a second one for the project takes over when the first goes', async () => {
    let output = '';
    const second: ChildProcess = spawn(process.execPath, [cliPath, 'mcp', project.dir], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    second.stderr?.on('data', (chunk) => (output += chunk));
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toContain(
        `127.0.0.1:${endpoint.port} is taken (another webmcp-nexus mcp of this project serves its pages`,
      );
    await client.close();
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toContain(`waiting for this project's pages on 127.0.0.1:${endpoint.port}`);
    second.stdin?.end();
    await new Promise((resolve) => second.once('exit', resolve));
  });
});
