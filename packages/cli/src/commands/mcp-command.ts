import { type Command, ExitCode } from '../cli/command';
import { EXTRACTION_FLAGS, extractionOptionsOf } from '../cli/extraction-flags';
import { parseCommandArgs } from '../cli/parse-command-args';
import { SKILL_RESOURCE_URI, TOOLS_RESOURCE_URI } from '../mcp/resource-uris';
import { resolveProjectDir } from '../project/resolve-project-dir';

/** `webmcp-nexus mcp [dir]`: a stdio MCP server for the project; resolves when the client disconnects. */
export const mcpCommand: Command = {
  name: 'mcp',
  summary: "serve list_tools, check_tools, the skill and the open pages' tools over MCP (stdio)",
  help: `Usage: webmcp-nexus mcp [dir] [options]

Runs a Model Context Protocol server over stdio for the project in [dir] (default: the current
directory), for coding agents:
  tools (read-only)  list_tools   the project's WebMCP tools, as list --json
                     check_tools  every problem, as check --json
                     both take { "path"?: a file or folder inside the project }
  resources          ${SKILL_RESOURCE_URI}   the agent skill (as init writes it)
                     ${TOOLS_RESOURCE_URI}     the tools manifest
  live tools         every tool registered by the project's pages open in a development build
                     (Vite, webpack, Next.js, Rsbuild… dev servers and development watch builds),
                     with its title, schema and annotations; a call runs in the page
It watches the project and sends notifications/resources/list_changed (and resources/updated
to subscribers of the manifest) when the tools change, and notifications/tools/list_changed
when a page's tools come or go. Pages connect to 127.0.0.1 only, from localhost origins only,
and must prove the secret the development build shares with it through
node_modules/.cache/webmcp-nexus/live-tools.json. Logs go to stderr.

Options:
  --tsconfig <path>  the tsconfig to use (default: looked up from [dir] upwards, as tsc does)
  --output-schema    derive each tool's outputSchema too (as "outputSchema": true in the config)
  --no-live-tools    serve the project's checks and the skill only, not its pages' tools
  -h, --help         show this help

Client configuration (e.g. .mcp.json):
  { "mcpServers": { "webmcp-nexus": { "command": "npx", "args": ["webmcp-nexus", "mcp", "."] } } }
`,
  async run(args, io) {
    const { values, dir } = parseCommandArgs('mcp', args, {
      ...EXTRACTION_FLAGS,
      'no-live-tools': { type: 'boolean' },
    });
    const root = resolveProjectDir(dir, io.cwd);
    // Loaded on use, like ts-morph: only this command needs the MCP SDK.
    const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
    const { createMcpServer } = await import('../mcp/create-mcp-server');
    const mcp = createMcpServer({
      root,
      ...extractionOptionsOf(values),
      liveTools: !values['no-live-tools'],
      log: (line) => io.stderr(`${line}\n`),
    });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
    });
    // The SDK's stdio transport does not notice the client going away: end when stdin does.
    process.stdin.once('end', () => void mcp.close());
    await mcp.server.connect(transport);
    mcp.watch();
    await closed;
    await mcp.close();
    return ExitCode.Ok;
  },
};
