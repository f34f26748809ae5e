// The full entry: the React-free core plus the React hook and HOC.
export * from './core';
export { useWebMcpState } from './react/use-web-mcp-state';
export { useWebMcpTools } from './react/use-web-mcp-tools';
export { withWebMcpTools } from './react/with-web-mcp-tools';
