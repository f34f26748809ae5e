import type { ExtractedTool } from '../../src/types';

interface Edit {
  at: number;
  end: number;
  text: (original: string) => string;
}

/**
 * Applies the injection targets of `tools` to the text of one file, as a build plugin does:
 * `statement` inserts an assignment, `wrap` wraps the function in `Object.assign`, `class` adds
 * entries to `<Class>.__webmcpTools`. The same target is applied once.
 */
export function applyTargets(text: string, file: string, tools: readonly ExtractedTool[]): string {
  const edits: Edit[] = [];
  const seen = new Set<string>();
  const classMaps = new Map<string, { at: number; className: string; members: Map<string, string> }>();
  for (const tool of tools) {
    const { target } = tool;
    if (target.file !== file) continue;
    const key = JSON.stringify(target);
    if (seen.has(key)) continue;
    seen.add(key);
    const schema = JSON.stringify(tool.schema);
    if (target.kind === 'statement') {
      edits.push({
        at: target.at,
        end: target.at,
        text: () => `\n${target.expression}.__webmcpSchema = ${schema};\n`,
      });
    } else if (target.kind === 'wrap') {
      edits.push({
        at: target.start,
        end: target.end,
        text: (original) => `Object.assign(${original}, { __webmcpSchema: ${schema} })`,
      });
    } else {
      const mapKey = `${target.at}:${target.className}`;
      const map = classMaps.get(mapKey) ?? { at: target.at, className: target.className, members: new Map() };
      map.members.set(target.member, schema);
      classMaps.set(mapKey, map);
    }
  }
  for (const map of classMaps.values()) {
    const entries = [...map.members]
      .map(([member, schema]) => `${JSON.stringify(member)}: ${schema}`)
      .join(', ');
    edits.push({
      at: map.at,
      end: map.at,
      text: () => `\n${map.className}.__webmcpTools = { ${entries} };\n`,
    });
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, edit.at) + edit.text(text.slice(edit.at, edit.end)) + result.slice(edit.end);
  }
  return result;
}
