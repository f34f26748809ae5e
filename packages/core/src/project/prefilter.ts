// The SDK's package name (trace/sdk-calls.ts's SDK_PACKAGE), written out so that the pre-filter,
// which the persistent cache runs without loading TypeScript, imports nothing that loads it.
const SDK_PACKAGE = 'webmcp-nexus-sdk';

/** The cheap text check run before any parsing: only a file that names the SDK can register tools. */
export function mentionsSdk(text: string): boolean {
  return text.includes(SDK_PACKAGE);
}

const SOURCE_FILE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;
const DECLARATION_FILE = /\.d\.(?:[cm]?ts|[^.]+\.ts)$/;

/** Whether a path is a declaration file (`.d.ts`, `.d.mts`, `.d.css.ts`). */
export function isDeclarationFile(fileName: string): boolean {
  return DECLARATION_FILE.test(fileName);
}

/** Whether a path is a source file that may hold call sites (not a `.d.ts`, not a stylesheet). */
export function isCallSiteCandidate(fileName: string): boolean {
  return SOURCE_FILE.test(fileName) && !isDeclarationFile(fileName);
}
