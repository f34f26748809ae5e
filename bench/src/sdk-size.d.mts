/** Bundles `contents` (an entry module's text) with esbuild and returns its minified and gzipped byte counts. */
export function measureBundle(
  contents: string,
  resolveDir: string,
): Promise<{ minified: number; gzipped: number }>;
/** Measures the SDK entries and usewebmcp + @mcp-b/webmcp-polyfill. */
export function measureSdkSizes(): Promise<
  Array<{ name: string; minified: number; gzipped: number; budget?: number }>
>;
