import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cliPath, packageDir } from './helpers/paths';

// The tests run the built bin as users do. CI builds every package first; locally, rebuild
// when a source file is newer than the bin so a test never runs stale code.
export default function buildCliWhenStale(): void {
  const built = statSync(cliPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = Math.max(...sourceFiles(join(packageDir, 'src')).map((file) => statSync(file).mtimeMs));
  if (built >= newest) return;
  execFileSync('pnpm', ['exec', 'tsdown'], { cwd: packageDir, stdio: 'inherit' });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
