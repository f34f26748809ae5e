import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withMarker } from '../src/skill/install-skill';
import { parseFrontMatter, readShippedSkill } from '../src/skill/shipped-skill';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

const AGENTS = '.agents/skills/webmcp-nexus/SKILL.md';
const CLAUDE = '.claude/skills/webmcp-nexus/SKILL.md';

describe('webmcp-nexus init', () => {
  let project: ReturnType<typeof copyFixture>;
  const read = (file: string) => readFileSync(join(project.dir, file), 'utf8');
  beforeEach(() => {
    project = copyFixture('empty');
  });
  afterEach(() => project.remove());

  it('writes the skill to both places, with name and description front matter', async () => {
    const run = await runCli(['init', project.dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`created    ${AGENTS}\ncreated    ${CLAUDE}\n`);
    for (const file of [AGENTS, CLAUDE]) {
      const text = read(file);
      expect(text.startsWith(readShippedSkill().markdown.trimEnd())).toBe(true);
      const frontMatter = parseFrontMatter(text);
      expect(frontMatter.name).toBe('webmcp-nexus');
      expect(frontMatter.description).toMatch(/webmcp-nexus check/);
    }
  });

  it('defaults to the current directory', async () => {
    const run = await runCli(['init'], project.dir);
    expect(run.code).toBe(0);
    expect(existsSync(join(project.dir, AGENTS))).toBe(true);
  });

  it('is idempotent: a second run changes nothing and says so', async () => {
    await runCli(['init', project.dir]);
    const before = read(AGENTS);
    const run = await runCli(['init', project.dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`up to date ${AGENTS}\nup to date ${CLAUDE}\n`);
    expect(read(AGENTS)).toBe(before);
  });

  it('never overwrites a copy the user changed, and --force does', async () => {
    await runCli(['init', project.dir]);
    const edited = `${read(CLAUDE)}\n## Our team's extra rule\nAlways add @title.\n`;
    writeFileSync(join(project.dir, CLAUDE), edited);

    const run = await runCli(['init', project.dir]);
    expect(run.stdout).toBe(
      `up to date ${AGENTS}\nkept       ${CLAUDE} (you changed it, so it was left alone; --force replaces it)\n`,
    );
    expect(read(CLAUDE)).toBe(edited);

    const forced = await runCli(['init', '--force', project.dir]);
    expect(forced.stdout).toContain(`replaced   ${CLAUDE}`);
    expect(read(CLAUDE)).toBe(read(AGENTS));
  });

  it('keeps a file it did not write (no marker)', async () => {
    await runCli(['init', project.dir]);
    writeFileSync(
      join(project.dir, AGENTS),
      '---\nname: webmcp-nexus\ndescription: ours\n---\n\nHand-written.\n',
    );
    const run = await runCli(['init', project.dir]);
    expect(run.stdout).toContain(`kept       ${AGENTS}`);
    expect(read(AGENTS)).toContain('Hand-written.');
  });

  it('upgrades an untouched copy of an older version', async () => {
    const olderVersion = withMarker(
      '---\nname: webmcp-nexus\ndescription: an older skill\n---\n\nOld text.\n',
    );
    await runCli(['init', project.dir]);
    writeFileSync(join(project.dir, AGENTS), olderVersion);
    const run = await runCli(['init', project.dir]);
    expect(run.stdout).toContain(`updated    ${AGENTS} (it was an untouched copy of an older version)`);
    expect(read(AGENTS)).toBe(read(CLAUDE));
  });

  it('treats CRLF line ends of an untouched copy as untouched', async () => {
    await runCli(['init', project.dir]);
    writeFileSync(join(project.dir, AGENTS), read(AGENTS).replace(/\n/g, '\r\n'));
    const run = await runCli(['init', project.dir]);
    expect(run.stdout).toContain(`up to date ${AGENTS}`);
  });
});
