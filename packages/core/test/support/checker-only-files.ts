/**
 * A tool `find` in api.ts whose schema names api.ts and query.ts only: the checker reads
 * is-text.ts and marker.ts too, and `text: number` in marker.ts turns the field into `other`.
 */
export const CHECKER_ONLY_FILES = {
  'api.ts': `import type { Query } from './query';\n/** Find */\nexport function find(query: Query<{ text: string }>) {}\n`,
  'query.ts':
    "import type { IsText } from './is-text';\nexport type Query<T> = IsText<T> extends true ? { /** Text */ text: string } : { /** Other */ other: string };\n",
  'is-text.ts':
    "import type { Marker } from './marker';\nexport type IsText<T> = T extends Marker ? true : false;\n",
  'marker.ts': 'export interface Marker {\n  text: string;\n}\n',
};
