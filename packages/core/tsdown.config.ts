import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

/**
 * ts-morph is loaded through `loadTsMorph` (src/load-ts-morph.ts: `require` plus a code cache)
 * instead of a static import, in both bundles. The sources keep their plain `import { ts } from
 * 'ts-morph'` (types and values alike); this rewrites the one import the bundler leaves, and
 * fails the build if that import ever takes another shape.
 */
const loadTsMorphThroughRequire = {
  name: 'load-ts-morph-through-require',
  renderChunk(code: string, chunk: { fileName: string }) {
    if (chunk.fileName.startsWith('load-ts-morph')) return null;
    const esm = /^import \{ ([\w, ]+) \} from "ts-morph";$/m;
    const cjs = /^let (\w+) = require\("ts-morph"\);$/m;
    if (esm.test(code)) {
      return code.replace(
        esm,
        (_, names: string) =>
          `import { createRequire as __createRequire } from "node:module";\nimport { loadTsMorph as __loadTsMorph } from "./load-ts-morph.js";\nconst { ${names} } = __loadTsMorph(__createRequire(import.meta.url));`,
      );
    }
    if (cjs.test(code)) {
      return code.replace(
        cjs,
        (_, name: string) => `let ${name} = require("./load-ts-morph.cjs").loadTsMorph(require);`,
      );
    }
    if (code.includes('"ts-morph"'))
      throw new Error(`${chunk.fileName}: unexpected form of the ts-morph import`);
    return null;
  },
};

export default defineConfig(
  nodePackage({
    entry: ['src/index.ts', 'src/load-ts-morph.ts'],
    plugins: [loadTsMorphThroughRequire],
  }),
);
