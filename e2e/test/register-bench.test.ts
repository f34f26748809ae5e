// Keeps the runtime benchmark working (a tiny run, not a measurement): it builds its page, drives
// Chromium, and every mode must get all its tools listed by the host.
import { describe, expect, it } from 'vitest';
import { benchmarkRegistration } from '../src/register-bench.mjs';

describe('register-bench (smoke)', () => {
  it('registers every tool through the SDK and directly, and reports medians', async () => {
    const figures = await benchmarkRegistration({ toolCount: 50, runs: 1 });
    expect(figures.toolCount).toBe(50);
    expect(figures.samples.sdk).toHaveLength(1);
    expect(figures.samples.direct).toHaveLength(1);
    // One run: each median is that run's time (a time is only known to be positive).
    expect(figures.sdkMedianMs).toBe(figures.samples.sdk[0]);
    expect(figures.directMedianMs).toBe(figures.samples.direct[0]);
    expect(Math.min(figures.sdkMedianMs, figures.directMedianMs)).toBeGreaterThan(0);
    expect(figures.chromiumVersion).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(figures.polyfillVersion).toBe('5.1.0');
  }, 120_000);
});
