export { buildToolSchema } from './build-tool-schema';
export type { SchemaContext } from './context';
