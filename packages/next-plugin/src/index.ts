export type { TurbopackLoaderOptions, WebMcpOptions } from './options';
export { type NextConfigFunction, type NextConfigLike, withWebMcp } from './with-web-mcp';
