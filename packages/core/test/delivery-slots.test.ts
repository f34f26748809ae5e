import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { afterAll, describe, expect, test } from 'vitest';
import { type CallSiteSlot, planCallSiteSlots } from '../src/delivery/call-site-slots';
import { createExtractor, type ExtractedTool } from '../src/index';
import {
  copyCaseToScratch,
  createScratchRoot,
  FIXTURES_DIR,
  listFixtureCases,
  readCaseOptions,
} from './support/fixture-cases';
import { createScratchProject } from './support/scratch-project';

const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

function slotsOf(file: string): CallSiteSlot[] {
  return planCallSiteSlots(parseSync(file, readFileSync(file, 'utf8')).program);
}

/** The slot each tool is delivered through, as `<name>: <kind> <written text>[ key]`, sorted. */
function deliveredThrough(tools: readonly ExtractedTool[]): string[] {
  return tools
    .map((tool) => {
      const text = readFileSync(tool.callSite.file, 'utf8');
      const slot = slotsOf(tool.callSite.file).find((candidate) => candidate.at === tool.delivery.at);
      const written = slot
        ? text.slice(slot.at, slot.end).replace(/\s+/g, ' ')
        : `nothing at ${tool.delivery.at}`;
      const key = tool.delivery.key ? ` [${tool.delivery.key}]` : '';
      return `${tool.name}: ${slot?.kind ?? 'no slot'} ${written}${key}`;
    })
    .sort();
}

describe('delivery slots', () => {
  // The transform wraps the slots it plans from syntax before any schema exists; the extractor
  // names the slot of each tool. They must meet: a tool whose slot the transform did not wrap
  // would reach the SDK without a schema.
  test.each(listFixtureCases())(
    'every tool of %s is delivered through a planned slot of its kind',
    (caseName) => {
      const caseDir = copyCaseToScratch(caseName, scratch.root);
      const { outputSchema } = readCaseOptions(path.join(FIXTURES_DIR, caseName));
      const { tools } = createExtractor({ root: caseDir, outputSchema, cache: false }).extractProject();
      for (const tool of tools) {
        // A call site that does not parse fails the bundler's own build before any transform.
        if (parseSync(tool.callSite.file, readFileSync(tool.callSite.file, 'utf8')).errors.length) continue;
        const slot = slotsOf(tool.callSite.file).find((candidate) => candidate.at === tool.delivery.at);
        expect(slot, `${caseName}: ${tool.name} at ${tool.delivery.at}`).toBeDefined();
        // A value slot is one function; a map or class slot holds several, told apart by key.
        expect(tool.delivery.key, `${caseName}: ${tool.name}`).toBe(
          slot!.kind === 'value' ? undefined : tool.name,
        );
      }
    },
  );

  test('each registration form has its slot', () => {
    const project = createScratchProject({
      'src/api.ts': `
        /** Search */ export function search(p: { q: string }) { return p.q; }
        /** Remove */ export function remove(p: { id: string }) { return p.id; }`,
      'src/more.ts': `export const more = { /** Ping */ ping(p: { n: number }) { return p.n; } };`,
      'src/main.ts': `
        import { registerGlobalTools, useWebMcpTools as useTools, withWebMcpTools } from 'webmcp-nexus-sdk';
        import * as sdk from 'webmcp-nexus-sdk';
        import * as api from './api';
        import { search, remove } from './api';
        import { more } from './more';
        registerGlobalTools(api);
        sdk.registerGlobalTools({ find: search, erase: (remove as typeof remove) }, more);
        const admin = Math.random() > 0.5;
        registerGlobalTools(admin ? { /** Wipe */ wipe: (p: { all: boolean }) => p.all } : {}, admin && { ...more });
        registerGlobalTools({ /** Inline */ inline(p: { x: string }) { return p.x; } });
        export function usePanel() {
          /** Look up */
          const lookUp = (p: { q: string }) => p.q;
          useTools({ lookUp });
        }
        class Reviews { /** List */ list(p: { id: string }) { return p.id; } }
        export default withWebMcpTools(Reviews);`,
    });
    try {
      const { tools, diagnostics } = createExtractor({ root: project.root, cache: false }).extractProject();
      // A method written in the call's literal is not traced (M1, as before); its literal is a slot all the same.
      const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      expect(errors.map((error) => `${error.code} ${error.message}`)).toEqual([
        expect.stringMatching(/^M1 Tool "inline" cannot be traced/),
      ]);
      const main = readFileSync(project.file('src/main.ts'), 'utf8');
      const mapSlots = slotsOf(project.file('src/main.ts')).filter((slot) => slot.kind === 'map');
      expect(mapSlots.map((slot) => main.slice(slot.at, slot.end).split('\n')[0])).toEqual([
        'api',
        'more',
        'more',
        '{ /** Inline */ inline(p: { x: string }) { return p.x; } }',
      ]);
      expect(deliveredThrough(tools)).toEqual([
        'erase: value remove',
        'find: value search',
        'list: class Reviews [list]',
        'lookUp: value lookUp',
        'ping: map more [ping]',
        'ping: map more [ping]',
        'remove: map api [remove]',
        'search: map api [search]',
        'wipe: value (p: { all: boolean }) => p.all',
      ]);
    } finally {
      project.dispose();
    }
  });
});
