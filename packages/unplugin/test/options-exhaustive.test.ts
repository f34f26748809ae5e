// One option vocabulary, held by the compiler: an option added to `Options` that `resolveOptions`
// does not resolve, an extraction option (the core's, shared with the CLI and the config file) that
// `resolveExtractionOptions` does not resolve or the config file does not read, a setting added to
// the core's `ExtractorOptions` that `extractorOptions` does not pass, or an option Turbopack cannot
// receive as JSON, does not compile. Each case compiles
// the real sources with one edit made in memory (nothing on disk changes) with TypeScript itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
const OPTIONS_FILE = join(repository, 'packages/unplugin/src/options.ts');
const EXTRACTION_FILE = join(repository, 'packages/core/src/options/extraction-options.ts');
const CONFIG_FILE = join(repository, 'packages/core/src/options/project-config-file.ts');
const CORE_TYPES_FILE = join(repository, 'packages/core/src/types.ts');
const LOADER_OPTIONS_FILE = join(repository, 'packages/next-plugin/src/options.ts');

const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(repository, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  repository,
).options;

/**
 * The built declaration file of package `specifier` (as the compiler resolves it from `file`)
 * that declares `interface <name>`: the bundled declarations may put it in a chunk of their own.
 */
function declarationOf(name: string, specifier: string, file: string): string {
  const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
  if (!resolved) throw new Error(`${specifier} does not resolve from ${file}: run pnpm build`);
  const { resolvedFileName, extension } = resolved;
  const folder = dirname(resolvedFileName);
  const declaring = readdirSync(folder)
    .filter((entry) => entry.endsWith(extension))
    .map((entry) => join(folder, entry).replaceAll('\\', '/'))
    .find((path) => new RegExp(`interface ${name}( extends [^{]+)? \\{`).test(readFileSync(path, 'utf8')));
  if (!declaring) throw new Error(`no declaration of ${name} beside ${resolvedFileName}`);
  return declaring;
}
const PLUGIN_TYPES = declarationOf('Options', '@webmcp-nexus/unplugin', LOADER_OPTIONS_FILE);

/** Parsed files shared by the compilations below (the libraries are the same each time): by path and text. */
const parsed = new Map<string, ts.SourceFile>();

/** The errors in `roots` when compiled with `edits` applied to the files they name (each edit must apply). */
function errorsWith(roots: string[], edits: Record<string, [string, string]>): string[] {
  const options = { ...compilerOptions, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    const edit = edits[file.replaceAll('\\', '/')];
    if (text === undefined || !edit) return text;
    if (!text.includes(edit[0])) throw new Error(`${file} no longer holds ${JSON.stringify(edit[0])}`);
    return text.replace(edit[0], edit[1]);
  };
  host.getSourceFile = (file, languageVersion) => {
    const text = host.readFile(file);
    if (text === undefined) return undefined;
    const key = `${file}\0${text}`;
    const source = parsed.get(key) ?? ts.createSourceFile(file, text, languageVersion);
    parsed.set(key, source);
    return source;
  };
  const program = ts.createProgram({ rootNames: roots, options, host });
  return roots
    .flatMap((root) => ts.getPreEmitDiagnostics(program, program.getSourceFile(root)))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the option vocabulary', () => {
  it('compiles as it is', () => {
    expect(errorsWith([OPTIONS_FILE, LOADER_OPTIONS_FILE, EXTRACTION_FILE, CONFIG_FILE], {})).toEqual([]);
  });

  it('does not compile with an option that resolveOptions does not resolve', () => {
    const edit: [string, string] = [
      '  keepDebuggingTools?: boolean;\n',
      '  keepDebuggingTools?: boolean;\n  newOption?: boolean;\n',
    ];
    expect(errorsWith([OPTIONS_FILE], { [OPTIONS_FILE]: edit }).join('\n')).toMatch(
      /Property 'newOption' is missing .* 'ResolvedOptions'/,
    );
  });

  it('does not compile with an extraction option that is not resolved, or not read from the config file', () => {
    const edit: [string, string] = [
      '  outputSchema?: boolean;\n',
      '  outputSchema?: boolean;\n  newOption?: boolean;\n',
    ];
    const errors = errorsWith([EXTRACTION_FILE, CONFIG_FILE], { [EXTRACTION_FILE]: edit }).join('\n');
    expect(errors).toMatch(/Property 'newOption' is missing .* 'ResolvedExtractionOptions'/);
    expect(errors).toMatch(
      /Property 'newOption' is missing .* EXTRACTION_SETTINGS|'newOption' is missing in type '\{ tsconfig/,
    );
  });

  it('does not compile with an extractor setting that extractorOptions does not pass', () => {
    const edit: [string, string] = [
      'interface ExtractorOptions extends ExtractionOptions {',
      'interface ExtractorOptions extends ExtractionOptions {\n  newSetting?: boolean;',
    ];
    expect(errorsWith([EXTRACTION_FILE], { [CORE_TYPES_FILE]: edit }).join('\n')).toMatch(
      /Property 'newSetting' is missing/,
    );
  });

  it('does not compile with an option the Turbopack loader cannot receive as JSON', () => {
    // The plugin's options as the Next plugin compiles against them (built), with a function option.
    const edit: [string, string] = [
      '  keepDebuggingTools?: boolean;\n',
      '  keepDebuggingTools?: boolean;\n  onTool?: (name: string) => void;\n',
    ];
    expect(readFileSync(PLUGIN_TYPES, 'utf8')).toContain(edit[0]);
    expect(errorsWith([LOADER_OPTIONS_FILE], { [PLUGIN_TYPES]: edit }).join('\n')).toMatch(/onTool/);
  });
});
