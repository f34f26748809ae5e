export { buildToolSchema } from './build-tool-schema';
