import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readShippedSkill } from './shipped-skill';

/** Where `init` writes the skill, relative to the project: the shared and the Claude Code locations. */
export const SKILL_DESTINATIONS = [
  '.agents/skills/webmcp-nexus/SKILL.md',
  '.claude/skills/webmcp-nexus/SKILL.md',
];

/**
 * What happened to one destination: `created` (it did not exist), `unchanged` (already this
 * version), `updated` (an untouched copy of an older version, replaced), `kept` (the user changed
 * it: left alone), `replaced` (the user changed it and `force` replaced it anyway).
 */
export type SkillInstallAction = 'created' | 'unchanged' | 'updated' | 'kept' | 'replaced';

/** One destination file and what `installSkill` did to it. */
export interface SkillInstallResult {
  /** Relative to the project, `/`-separated. */
  file: string;
  action: SkillInstallAction;
}

/** Options of `installSkill`. */
export interface InstallSkillOptions {
  /** Replace copies the user changed. @default false */
  force?: boolean;
}

// The last line of every copy we write: the hash of everything above it, so a later `init` can
// tell an untouched copy (safe to upgrade) from one the user edited (never overwritten).
const MARKER = /^<!-- webmcp-nexus:skill sha256=([0-9a-f]{64}) .*-->\s*$/m;

/** Writes the shipped skill into `projectDir`, never overwriting a copy the user changed (unless `force`). */
export function installSkill(projectDir: string, options: InstallSkillOptions = {}): SkillInstallResult[] {
  const wanted = withMarker(readShippedSkill().markdown);
  return SKILL_DESTINATIONS.map((file) => {
    const path = join(projectDir, file);
    const action = decideAction(path, wanted, options.force === true);
    if (action !== 'unchanged' && action !== 'kept') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, wanted);
    }
    return { file, action };
  });
}

function decideAction(path: string, wanted: string, force: boolean): SkillInstallAction {
  if (!existsSync(path)) return 'created';
  const current = normalizeLineEnds(readFileSync(path, 'utf8'));
  if (current === wanted) return 'unchanged';
  if (isUntouchedCopy(current)) return 'updated';
  return force ? 'replaced' : 'kept';
}

/** The shipped markdown followed by the marker line that records its hash. */
export function withMarker(markdown: string): string {
  const body = normalizeLineEnds(markdown).replace(/\n*$/, '\n');
  return `${body}\n<!-- webmcp-nexus:skill sha256=${sha256(`${body}\n`)} (written by \`webmcp-nexus init\`, which never overwrites this file once you edit it) -->\n`;
}

/** Whether `text` is exactly what some version of `init` wrote: the hash in its marker matches its content. */
function isUntouchedCopy(text: string): boolean {
  const normalized = normalizeLineEnds(text);
  const markers = [...normalized.matchAll(new RegExp(MARKER.source, 'gm'))];
  const last = markers.at(-1);
  if (!last || last.index === undefined) return false;
  if (normalized.slice(last.index + last[0].length).trim() !== '') return false;
  return sha256(normalized.slice(0, last.index)) === last[1];
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// Git may check files out with CRLF on Windows: that is not a user edit.
function normalizeLineEnds(text: string): string {
  return text.replace(/\r\n/g, '\n');
}
