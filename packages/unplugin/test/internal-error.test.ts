import { describe, expect, it } from 'vitest';
import { runGuarded } from '../src/internal-error';

const crash = () => {
  throw new Error('boom');
};

describe('runGuarded', () => {
  it('returns what the step returns', () => {
    expect(
      runGuarded(
        'adding',
        true,
        () => {},
        () => 42,
      ),
    ).toBe(42);
  });

  it('fails a build with a message that names the step and asks for a report', () => {
    expect(() => runGuarded('transforming a.ts', true, () => {}, crash)).toThrow(
      /internal error while transforming a\.ts\. Please report it[\s\S]*boom/,
    );
  });

  it('only warns in a dev server or watch build, and goes on', () => {
    const warnings: string[] = [];
    expect(runGuarded('scanning', false, (message) => warnings.push(message), crash)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('internal error while scanning');
  });
});
