import { execFile } from 'node:child_process';
import { cliPath } from './paths';

/** What one run of the CLI produced. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a real child process (`node dist/cli.js ...args`) and collects its output. */
export function runCli(args: string[], cwd: string = process.cwd()): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cliPath, ...args], { cwd, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
