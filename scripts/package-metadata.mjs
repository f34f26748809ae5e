// What npm's package page needs from each publishable package beyond what publint checks: the
// repository (with its folder), homepage and bugs links, and a README whose links work there.
// npm shows the README outside the repository, so a relative link (`../sdk`) leads nowhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPOSITORY = 'https://github.com/webmcp-nexus/webmcp-nexus';

/**
 * The links of a Markdown text that only work inside the repository: `[text](target)` whose
 * target is neither absolute (`https:`, `mailto:`) nor an anchor of the same page.
 * @param {string} markdown
 * @returns {string[]}
 */
export function relativeLinks(markdown) {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1] ?? '');
  const images = [...markdown.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...targets, ...images].filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

/**
 * The problems of one package folder's metadata and README, each a line naming the fix.
 * @param {string} packageDir absolute path of `packages/<folder>`
 * @param {string} folder its name under packages/
 * @returns {string[]}
 */
export function packageMetadataProblems(packageDir, folder) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const expected = {
    repository: { type: 'git', url: `git+${REPOSITORY}.git`, directory: `packages/${folder}` },
    homepage: `${REPOSITORY}/tree/main/packages/${folder}#readme`,
    bugs: { url: `${REPOSITORY}/issues` },
  };
  const problems = [];
  for (const [field, value] of Object.entries(expected)) {
    if (JSON.stringify(pkg[field]) !== JSON.stringify(value))
      problems.push(`package.json "${field}" must be ${JSON.stringify(value)}`);
  }
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  for (const target of relativeLinks(readme))
    problems.push(
      `README.md links "${target}": npm's page cannot follow it; link ${REPOSITORY}/tree/main/… instead`,
    );
  return problems;
}

/**
 * Every publishable package's problems, `name: problem` per line (empty when all are clean).
 * @param {string} root the repository's root
 * @returns {string[]}
 */
export function allPackageMetadataProblems(root) {
  return readdirSync(join(root, 'packages')).flatMap((folder) => {
    const dir = join(root, 'packages', folder);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (pkg.private) return [];
    return packageMetadataProblems(dir, folder).map((problem) => `${pkg.name}: ${problem}`);
  });
}
