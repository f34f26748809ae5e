import { toCheckReport } from '../../check/check-report';
import { toToolsManifest } from '../../list/tools-manifest';
import type { ProjectReport } from '../../project/project-report';
import type { CheckToolsResult, ListToolsResult, PathArgument } from './own-tool-types';

// Both tools are narrowed to `path` by the caller (`callOwnTool`) before they run, so a handler
// gets the part of the project it reports on; the first parameter's type is what the agent sends.

/**
 * Lists the WebMCP tools that the project registers (registerGlobalTools, useWebMcpTools, withWebMcpTools), each with the name, title, description, input JSON Schema and annotations that the page will register, and where it is defined.
 * @title List WebMCP tools
 * @readonly
 */
function listProjectTools(_argument: PathArgument, part: ProjectReport): ListToolsResult {
  return { root: part.root, ...toToolsManifest(part) };
}

/**
 * Checks the project's WebMCP tools the way the build plugins do, plus project-wide name checks, and returns every problem (code, severity, message, fix, file:line:column). ok is false when there are errors, which fail the build. Run it after writing or converting a tool.
 * @title Check WebMCP tools
 * @readonly
 */
function checkProjectTools(_argument: PathArgument, part: ProjectReport): CheckToolsResult {
  return toCheckReport(part);
}

/**
 * The CLI's own MCP tools by name: what the server runs, and the map whose schemas the CLI's build
 * derives (`own-tool-registration.ts` registers it the way an app registers WebMCP tools).
 */
export const OWN_TOOLS = { list_tools: listProjectTools, check_tools: checkProjectTools };

/** The name of one of the CLI's own MCP tools. */
export type OwnToolName = keyof typeof OWN_TOOLS;
