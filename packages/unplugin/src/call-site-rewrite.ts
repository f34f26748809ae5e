import { type CallSiteSlot, type OxcToolkit, planCallSiteSlots } from '@webmcp-nexus/core';
// The named export: magic-string 1 is ESM-only, and the CJS build's default-import interop would miss the class.
import { MagicString } from 'magic-string';
import { SLOT_HELPERS } from './schema-module';

/** What a transform returns: the new code and a high-resolution source map back to the input. */
export interface DeliveredModule {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
}

/**
 * The slots of the SDK calls in `code`, the text of the call-site file `file`: none when it
 * registers nothing, or does not parse (the bundler reports the syntax error itself).
 */
export function planSlots(file: string, code: string, parseSync: OxcToolkit['parseSync']): CallSiteSlot[] {
  const parsed = parseSync(file, code);
  return parsed.errors.length > 0 ? [] : planCallSiteSlots(parsed.program);
}

/**
 * `code` with each slot handed to its helper, so that every function gets its schema right before
 * the SDK reads it: `{ k: __webmcpS((value), at) }`, `{ search: __webmcpS(search, at) }`,
 * `__webmcpM((map), at)`, `__webmcpC((Class), at)`, and `appendix` (the import of the schema
 * module, or its code itself) after the last line. Nothing moves: the source map maps the
 * original code one to one.
 */
export function rewriteCallSite(
  file: string,
  code: string,
  slots: readonly CallSiteSlot[],
  appendix: string,
): DeliveredModule {
  const magic = new MagicString(code);
  // Outer slots first (the planner's order): an opening goes after the openings already at its
  // offset, a closing before the closings already at its end, so nested slots nest.
  for (const slot of slots) {
    const helper = SLOT_HELPERS[slot.kind];
    if (slot.shorthand) {
      magic.appendRight(slot.at, `${slot.shorthand}: ${helper}(`);
      magic.prependLeft(slot.end, `, ${slot.at})`);
    } else {
      // Parenthesised: the slot may be a sequence (`(a, b)` unwrapped), never two arguments.
      magic.appendRight(slot.at, `${helper}((`);
      magic.prependLeft(slot.end, `), ${slot.at})`);
    }
  }
  magic.append(appendix);
  return {
    code: magic.toString(),
    map: magic.generateMap({ hires: true, source: file, includeContent: true }),
  };
}
