import { fingerprintedCacheFolder } from '../extract/persistent-cache/cache-folder';
import { contentHash } from '../extract/persistent-cache/hash';
import { createJsonStore } from '../extract/persistent-cache/store';
import type { Diagnostic, ExtractedTool } from '../types';

/**
 * What the lints found in a set of tools, before any rule setting: their diagnostics (each
 * `@webmcp-ignore` of the tool already applied) and the codes each tool's `@webmcp-ignore`
 * silences (applied to the core's diagnostics of that tool too).
 */
export interface LintFindings {
  diagnostics: Diagnostic[];
  ignored: Record<string, string[]>;
}

/** Where the findings are kept between processes: the project's persistent cache. */
export interface LintCacheOptions {
  root: string;
  /** `false` turns the cache off (as `WEBMCP_NEXUS_CACHE=0` does). */
  enabled?: boolean;
}

interface StoredFindings {
  key: string;
  findings: LintFindings;
}

const ENTRY = 'lints.json';

/**
 * The findings of `tools`, from the persistent cache while the tools (names, descriptions,
 * schemas, locations) and the text of every definition file are what they were when `find` ran:
 * the lints read nothing else (a repeat build whose extraction came from the cache then parses
 * no definition file for the lints alone). One entry per project, replaced when the tools change.
 */
export function cachedLintFindings(
  tools: readonly ExtractedTool[],
  readText: (file: string) => string | undefined,
  cache: LintCacheOptions | undefined,
  find: () => LintFindings,
): LintFindings {
  const folder = cache && fingerprintedCacheFolder(cache.root, cache.enabled, ['lints']);
  if (!folder) return find();
  const files = [...new Set(tools.map((tool) => tool.definition.file))].sort();
  const texts = files.map((file) => {
    const text = readText(file);
    return [file, text === undefined ? null : contentHash(text)];
  });
  const key = contentHash(JSON.stringify([tools, texts]));
  const store = createJsonStore(folder);
  const stored = store.read<StoredFindings>(ENTRY);
  if (stored?.key === key) return stored.findings;
  const findings = find();
  store.write(ENTRY, { key, findings } satisfies StoredFindings);
  return findings;
}
