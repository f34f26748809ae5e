// Loads the Next.js config of a directory exactly as `next build` does (Next's own loader, schema
// validation on), then prints what the wrapper produced as JSON. Run by config-files.test.ts in a
// child process: Next's loader installs require hooks that must not meet the test runner's.
const [nextDir, appDir] = process.argv.slice(2);
const { default: loadConfig } = require(`${nextDir}/dist/server/config`);
const { PHASE_PRODUCTION_BUILD } = require(`${nextDir}/dist/shared/lib/constants`);

const warnings = [];
const originalWarn = console.warn;
console.warn = (...args) => warnings.push(args.join(' '));
loadConfig(PHASE_PRODUCTION_BUILD, appDir, { silent: false }).then(
  (config) => {
    console.warn = originalWarn;
    const rules = config.turbopack?.rules ?? {};
    // Next logs to stdout too: the result is the line after the marker.
    process.stdout.write(
      `\n@@config@@\n${JSON.stringify({
        reactStrictMode: config.reactStrictMode,
        webpackHook: typeof config.webpack,
        ruleKeys: Object.keys(rules),
        tsxRule: rules['*.tsx'],
        warnings,
      })}\n`,
    );
    process.exit(0);
  },
  (error) => {
    console.warn = originalWarn;
    process.stderr.write(String(error?.stack ?? error));
    process.exit(1);
  },
);
