/** The links of a Markdown text that only work inside the repository. */
export function relativeLinks(markdown: string): string[];
/** The problems of one package folder's metadata and README, each a line naming the fix. */
export function packageMetadataProblems(packageDir: string, folder: string): string[];
/** Every publishable package's problems, `name: problem` per line (empty when all are clean). */
export function allPackageMetadataProblems(root: string): string[];
