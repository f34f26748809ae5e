import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listTools, readShippedSkill, runCheck, UsageError } from '../src/index';
import { fixturePath, packageDir } from './helpers/paths';

describe('the webmcp-nexus library', () => {
  it('runCheck returns what check --json prints', () => {
    const report = runCheck(fixturePath('errors'));
    expect(report).toMatchObject({
      ok: false,
      summary: { tools: 2, registrations: 2, errors: 1, warnings: 3 },
    });
  });

  it('listTools returns what list --json prints', () => {
    expect(listTools(fixturePath('clean')).tools.map((tool) => tool.name)).toEqual([
      'listReviews',
      'placeOrder',
      'searchProducts',
    ]);
  });

  it('throws a UsageError for a directory that does not exist', () => {
    expect(() => runCheck(fixturePath('missing'))).toThrow(UsageError);
  });

  it('ships a skill with the front matter agents need', () => {
    const skill = readShippedSkill();
    expect(skill.markdown.startsWith('---\nname: webmcp-nexus\ndescription: ')).toBe(true);
    expect(skill.name).toBe('webmcp-nexus');
    expect(skill.description.length).toBeGreaterThan(50);
    expect(skill.description.length).toBeLessThanOrEqual(1024); // the skill format's limit
    expect(skill.markdown).toContain('webmcp-nexus check');
  });

  it('finds the shipped skill from the built CommonJS entry too', () => {
    const script =
      "const { readShippedSkill } = require('./dist/index.cjs'); process.stdout.write(readShippedSkill().path)";
    const path = execFileSync(process.execPath, ['-e', script], { cwd: packageDir, encoding: 'utf8' });
    expect(path).toBe(readShippedSkill().path);
  });
});
