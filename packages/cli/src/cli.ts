#!/usr/bin/env node
import { runCli } from './cli/run-cli';

// No top-level await: the same entry is also built as CommonJS.
runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
