/** Where hosts that discover skills by the `skill://` scheme (seed 001) find our guide. */
export const SKILL_RESOURCE_URI = 'skill://webmcp-nexus/SKILL.md';
/** The project's tools as `list --json` prints them; updated when they change. */
export const TOOLS_RESOURCE_URI = 'webmcp-nexus://tools.json';
