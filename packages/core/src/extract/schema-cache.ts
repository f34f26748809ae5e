import type { Diagnostic, WebMcpSchema } from '../types';

/** A schema built for one tool function, with what building it reported and read. */
export interface BuiltSchema {
  schema: WebMcpSchema | undefined;
  diagnostics: Diagnostic[];
  /** The files the schema depends on: the definition's and every type's. */
  files: string[];
}

/**
 * Built schemas kept across extractions. A schema stays valid until one of its files changes,
 * so a one-file edit rebuilds only the schemas that file shaped.
 */
export interface SchemaCache {
  get(key: string): BuiltSchema | undefined;
  set(key: string, built: BuiltSchema): void;
  /** Forgets every schema that depends on `file`. */
  invalidateFile(file: string): void;
  clear(): void;
}

/** Creates an empty schema cache. */
export function createSchemaCache(): SchemaCache {
  const built = new Map<string, BuiltSchema>();
  return {
    get: (key) => built.get(key),
    set: (key, value) => {
      built.set(key, value);
    },
    invalidateFile: (file) => {
      for (const [key, value] of built) if (value.files.includes(file)) built.delete(key);
    },
    clear: () => built.clear(),
  };
}
