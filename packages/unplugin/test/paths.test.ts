import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSettledText } from '../src/paths';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('readSettledText: a changed file as it is once its save has finished', () => {
  it('waits out an editor that empties the file, then writes it', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'webmcp-settled-'));
    const file = path.join(folder, 'types.ts');
    writeFileSync(file, '');
    setTimeout(() => writeFileSync(file, 'export interface P { a: string }\n'), 30);
    expect(await readSettledText(file)).toBe('export interface P { a: string }\n');
  });

  it('gives a file that stays empty, and a deleted one, as they are', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'webmcp-settled-'));
    const file = path.join(folder, 'empty.ts');
    writeFileSync(file, '');
    expect(await readSettledText(file)).toBe('');
    expect(await readSettledText(path.join(folder, 'deleted.ts'))).toBeUndefined();
  });
});
