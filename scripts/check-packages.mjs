#!/usr/bin/env node
// Runs publint and @arethetypeswrong/cli on every publishable package, and checks what npm's
// package page needs (repository, homepage, bugs, absolute README links); exits 1 on any problem.
// Packages must be built first (`pnpm build`): both tools read what would be published.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packageMetadataProblems } from './package-metadata.mjs';

const root = resolve(import.meta.dirname, '..');
const attw = join(root, 'node_modules/.bin/attw');
const packageDirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => !readJson(join(dir, 'package.json')).private);

let failures = 0;
for (const dir of packageDirs) {
  const pkg = readJson(join(dir, 'package.json'));
  const problems = packageMetadataProblems(dir, basename(dir)).map((problem) => `npm page: ${problem}`);
  const { messages } = await publint({ pkgDir: dir, level: 'suggestion', strict: true });
  for (const message of messages) problems.push(`publint: ${formatMessage(message, pkg)}`);
  try {
    // Run from the package folder so a package's own .attw.json (documented exceptions) applies.
    execFileSync(attw, ['--pack', '.', '--format', 'ascii', '--no-emoji', '--no-color'], {
      cwd: dir,
      stdio: 'pipe',
    });
  } catch (error) {
    problems.push(`attw:\n${error.stdout}${error.stderr}`);
  }
  failures += problems.length;
  console.log(
    `${pkg.name}: ${problems.length === 0 ? 'publint, attw and npm page clean' : problems.join('\n')}`,
  );
}
if (failures > 0) {
  console.error(`package check: ${failures} problem(s)`);
  process.exit(1);
}
console.log(`package check: ${packageDirs.length} packages clean (publint + attw + npm page)`);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
