import { describe, expect, test } from 'vitest';
import { lintSource } from './lint-harness';

// Line numbers: the harness puts the SDK import on line 1, so the source starts on line 2.

describe('length budgets (L1, L2, L3)', () => {
  test('a name of 31 characters, a 501-character description and a 151-character field description fire; 30/500/150 do not', () => {
    const name31 = `a${'b'.repeat(30)}`;
    const name30 = `c${'d'.repeat(29)}`;
    const { lines, diagnostics } = lintSource(`
/** ${'x'.repeat(501)} */
function ${name31}(p: {
  /** ${'y'.repeat(151)} */
  field: string;
}) {}
/** ${'x'.repeat(500)} */
function ${name30}(p: {
  /** ${'y'.repeat(150)} */
  field: string;
}) {}
registerGlobalTools({ ${name31}, ${name30} });
`);
    expect(lines).toEqual(['L1 4:10 warning', 'L2 4:10 warning', 'L3 6:3 warning']);
    expect(diagnostics[0].message).toBe(
      `Tool name '${name31}' has 31 characters; Chrome's guidance for tool names is at most 30`,
    );
    expect(diagnostics[2].message).toBe(
      "Field 'field' has a 151-character description; Chrome's guidance for parameter descriptions is at most 150",
    );
  });
});

describe('privacy review (L4)', () => {
  test('fields named or described as sensitive data fire at the field; others do not', () => {
    const { lines, diagnostics } = lintSource(`
interface Profile {
  /** When the user was born */
  birthDate: string;
  /** Display name */
  nickname: string;
  /** Where the user is right now */
  geo: { /** Latitude */ lat: number };
}
/** Saves the profile */
function saveProfile(p: { /** The profile */ profile: Profile; /** Page size */ pageSize: number }) {}
registerGlobalTools({ saveProfile });
`);
    expect(lines).toEqual(['L4 5:3 warning', 'L4 9:26 warning']);
    expect(diagnostics[0].message).toBe(
      "Review: field 'profile.birthDate' may ask for a birth date, which is sensitive personal data; an agent will ask the user for it or fill it in from what it knows",
    );
    expect(diagnostics[1].message).toContain("field 'profile.geo.lat' may ask for a precise location");
  });

  test('Chinese names and descriptions count too', () => {
    const { diagnostics } = lintSource(`
/** 实名认证 */
function verifyIdentity(p: { /** 身份证号 */ idNumber: string; /** 昵称 */ nickname: string }) {}
registerGlobalTools({ verifyIdentity });
`);
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("field 'idNumber' may ask for a national ID number"),
    ]);
  });

  test('a type from another file is reported at the tool, naming the field', () => {
    const { diagnostics } = lintSource(
      `
import type { SignUp } from './types';
/** Signs up */
function signUp(p: SignUp) {}
registerGlobalTools({ signUp });
`,
      {},
      { 'src/types.ts': 'export interface SignUp {\n  /** The password to set */\n  secret: string;\n}\n' },
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.toolName])).toEqual([['L4', 5, 10, 'signUp']]);
    expect(diagnostics[0].message).toContain("field 'secret' may ask for a password or secret");
  });
});

describe('read-only-looking (L5) and destructive-looking (L6) tools', () => {
  test('a read verb without @readonly fires unless the body writes or the tag is there', () => {
    const { lines, diagnostics } = lintSource(`
let count = 0;
/** Gets the cart */
function getCart() { return []; }
/** Gets and counts */
function getCounted() { count++; return count; }
/** Loads a page */
const loadPage = async (p: { /** Page */ page: number }) => fetch('/api', { method: 'POST' });
/** Lists orders @readonly */
function listOrders() { return []; }
/** Views settings */
const viewSettings = async () => ({ theme: 'dark' });
registerGlobalTools({ getCart, getCounted, loadPage, listOrders, viewSettings });
`);
    expect(lines).toEqual(['L5 5:10 warning', 'L5 13:7 warning']);
    expect(diagnostics[0].message).toBe(
      "Tool 'getCart' looks read-only ('get…', and no write was found in its body) but has no @readonly",
    );
  });

  test('a hook tool that calls a useState setter writes: no L5; one that only reads fires', () => {
    const { lines, diagnostics } = lintSource(
      `
import { useCallback, useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  /** Gets the count and bumps it */
  const getAndBump = useCallback(() => {
    setCount(count + 1);
    return count;
  }, [count]);
  /** Gets the count */
  const getCount = useCallback(() => count, [count]);
  useWebMcpTools({ getAndBump, getCount });
  return null;
}
`,
      {},
      {
        'node_modules/react/index.d.ts':
          'export declare function useState<T>(value: T): [T, (next: T) => void];\nexport declare function useCallback<T>(fn: T, deps: unknown[]): T;',
      },
    );
    expect(lines).toEqual(['L5 12:9 warning']);
    expect(diagnostics[0].toolName).toBe('getCount');
  });

  test('a destructive verb without @consequential fires; with it, or a neutral verb, it does not', () => {
    const { lines, diagnostics } = lintSource(`
/** Deletes a user */
function deleteUser(p: { /** ID */ id: string }) {}
/** Places the order */
function placeOrder(p: { /** ID */ id: string }) {}
/** Cancels an order @consequential */
function cancelOrder(p: { /** ID */ id: string }) {}
/** Checks out */
function checkOut() {}
/** Renames a list */
function renameList(p: { /** Name */ name: string }) {}
registerGlobalTools({ deleteUser, placeOrder, cancelOrder, checkOut, renameList });
`);
    expect(lines).toEqual(['L6 4:10 warning', 'L6 6:10 warning', 'L6 10:10 warning']);
    expect(diagnostics[0].message).toBe(
      "Tool 'deleteUser' looks destructive ('delete') but has no @consequential, so agents may call it without asking the user",
    );
    expect(diagnostics[1].message).toContain("('place order')");
  });
});

describe('WebMCP schema subset (H1)', () => {
  const source = `
/** Draws */
function draw(p: {
  /** The shape */
  shape: { /** Kind */ kind: 'circle'; /** R */ r: number } | { /** Kind */ kind: 'box'; /** W */ w: number };
}) {}
registerGlobalTools({ draw });
`;

  test('a union of objects is a warning naming the tool, field and keyword, at the field', () => {
    const { lines, diagnostics } = lintSource(source);
    expect(lines).toEqual(['H1 6:3 warning']);
    expect(diagnostics[0]).toMatchObject({
      message:
        "Tool 'draw': field 'shape' uses \"anyOf\", which is not in the WebMCP schema subset; hosts that validate schemas reject the whole tool",
      toolName: 'draw',
    });
  });

  test('an object or null says to make the field optional', () => {
    const { diagnostics } = lintSource(`
/** Sets */
function setAddress(p: { /** Address */ address: { /** Street */ street: string } | null }) {}
registerGlobalTools({ setAddress });
`);
    expect(diagnostics.map((d) => `${d.code} ${d.hint}`)).toEqual([
      'H1 Make the field optional (`field?: T`) instead of `T | null`',
    ]);
  });

  test('strict makes it an error; rules win over strict', () => {
    expect(lintSource(source, { strict: true }).lines).toEqual(['H1 6:3 error']);
    expect(lintSource(source, { strict: true, rules: { H1: 'warn' } }).lines).toEqual(['H1 6:3 warning']);
    expect(lintSource(source, { rules: { H1: 'off' } }).lines).toEqual([]);
  });
});

describe('rule settings and @webmcp-ignore', () => {
  const source = `
/** Deletes a user */
function deleteUser(p: { /** Age of the user */ age: number }) {}
/**
 * Deletes a note
 * @webmcp-ignore L6 L4 (notes are drafts; the age is the note's)
 */
function deleteNote(p: { /** Age of the note in days */ age: number }) {}
registerGlobalTools({ deleteUser, deleteNote });
`;

  test('@webmcp-ignore silences the codes it names for that tool only', () => {
    expect(lintSource(source).lines).toEqual(['L6 4:10 warning', 'L4 4:49 warning']);
  });

  test('rules change severities of lints and core warnings alike; M errors keep theirs', () => {
    const withCore = `${source}\nfunction bad(id: string) {}\nregisterGlobalTools({ bad });\n`;
    const { lines } = lintSource(withCore, {
      rules: { L6: 'error', L4: 'off', S1: 'off', M2: 'off' } as never,
    });
    expect(lines).toEqual(['L6 4:10 error', 'M2 12:14 error']);
  });
});
