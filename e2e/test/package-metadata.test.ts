// Each publishable package's npm page works: repository (with its folder), homepage and bugs
// links, and README links that are absolute (npm shows the README outside the repository).
// `pnpm check:packages` runs the same check.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPackageMetadataProblems, relativeLinks } from '../../scripts/package-metadata.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('package metadata for npm', () => {
  it('finds the links that only work inside the repository', () => {
    const markdown = [
      '[sdk](../sdk) [inspector](../sdk/README.md#dev-inspector) [here](#options)',
      '[npm](https://www.npmjs.com/package/x) [mail](mailto:a@b.c) [guide](docs/guide.md "Guide")',
      '<img src="../../docs/inspector.png" alt="x"> <img src="https://example.com/a.png">',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      '../sdk',
      '../sdk/README.md#dev-inspector',
      'docs/guide.md',
      '../../docs/inspector.png',
    ]);
  });

  it('every publishable package has repository, homepage and bugs, and a README with absolute links', () => {
    expect(allPackageMetadataProblems(ROOT)).toEqual([]);
  });
});
