import { type Command, ExitCode } from '../cli/command';
import { parseCommandArgs } from '../cli/parse-command-args';
import { resolveProjectDir } from '../project/resolve-project-dir';
import { installSkill, type SkillInstallAction } from '../skill/install-skill';

const EXPLANATION: Record<SkillInstallAction, string> = {
  created: 'created   ',
  unchanged: 'up to date',
  updated: 'updated   ',
  kept: 'kept      ',
  replaced: 'replaced  ',
};

const NOTE: Record<SkillInstallAction, string> = {
  created: '',
  unchanged: '',
  updated: ' (it was an untouched copy of an older version)',
  kept: ' (you changed it, so it was left alone; --force replaces it)',
  replaced: ' (your changes were overwritten: --force)',
};

/** `webmcp-nexus init [dir]`: writes the agent skill where coding agents look for skills. */
export const initCommand: Command = {
  name: 'init',
  summary: 'write the agent skill into .agents/skills and .claude/skills',
  help: `Usage: webmcp-nexus init [dir] [options]

Writes the webmcp-nexus skill (how to write and convert WebMCP tools, and how to check them)
into the project in [dir] (default: the current directory), where coding agents look for skills:
  .agents/skills/webmcp-nexus/SKILL.md
  .claude/skills/webmcp-nexus/SKILL.md
Running it again is safe: an untouched copy is brought up to this version, a copy you edited
is left alone.

Options:
  --force     also replace copies you edited
  -h, --help  show this help

Exit codes: 0 done, 2 bad usage.
`,
  async run(args, io) {
    const { values, dir } = parseCommandArgs('init', args, { force: { type: 'boolean' } });
    const results = installSkill(resolveProjectDir(dir, io.cwd), { force: values.force });
    for (const { file, action } of results) io.stdout(`${EXPLANATION[action]} ${file}${NOTE[action]}\n`);
    return ExitCode.Ok;
  },
};
