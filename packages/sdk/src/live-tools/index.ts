// `webmcp-nexus-sdk/live-tools`: the page side of the live-tools bridge to `webmcp-nexus mcp`.
// Development builds import it into call-site modules (with the project's endpoint), as they
// import the inspector; neither SDK entry imports it, so apps and production bundles never carry it.
export type { LiveTool, LiveToolsEndpoint } from './live-tools-messages';
export { startLiveTools } from './start-live-tools';
