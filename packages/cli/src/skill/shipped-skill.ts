import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The agent skill as this package ships it (`skill/SKILL.md`). */
export interface ShippedSkill {
  /** Absolute path of the shipped file. */
  path: string;
  /** The file's text, front matter included. */
  markdown: string;
  /** Front matter `name`. */
  name: string;
  /** Front matter `description`. */
  description: string;
}

let cached: ShippedSkill | undefined;

/** Reads the skill shipped with this package (cached: it cannot change while we run). */
export function readShippedSkill(): ShippedSkill {
  if (cached) return cached;
  const path = findSkillFile(dirname(fileURLToPath(import.meta.url)));
  const markdown = readFileSync(path, 'utf8');
  const frontMatter = parseFrontMatter(markdown);
  cached = {
    path,
    markdown,
    name: frontMatter.name ?? 'webmcp-nexus',
    description: frontMatter.description ?? '',
  };
  return cached;
}

// The module runs from `src/` in tests and from a bundled chunk in `dist/` once built: both sit
// one level under the package folder, but walking up keeps that from being a hidden contract.
function findSkillFile(startDir: string): string {
  for (let dir = startDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'skill', 'SKILL.md');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir)
      throw new Error(`webmcp-nexus: the shipped skill/SKILL.md was not found above ${startDir}`);
  }
}

/** The `key: value` lines of a leading `---` front matter block (flat, single-line values). */
export function parseFrontMatter(markdown: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  if (!match) return {};
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (field) fields[field[1]] = unquote(field[2].trim());
  }
  return fields;
}

function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
    return value.slice(1, -1);
  }
  return value;
}
