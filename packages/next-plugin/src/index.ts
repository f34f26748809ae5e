export type { TurbopackLoaderOptions, WebMcpOptions } from './options';
export {
  type NextConfigFunction,
  type NextConfigLike,
  type WebMcpNextConfig,
  withWebMcp,
} from './with-web-mcp';
