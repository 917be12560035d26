import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../src/index';

describe('AttemptLimiter', () => {
  it('lets a key make its attempts, then says how long to wait until its window ends', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter({ attempts: 2, windowMs: 60_000 }, () => now);
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBe(60);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 59_500;
    expect(limiter.retryAfter('a')).toBe(1);
    now += 500;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a cleared key', () => {
    const limiter = new AttemptLimiter({ attempts: 1, windowMs: 60_000 });
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.clear('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('keeps at most maxKeys windows, forgetting the oldest', () => {
    const limiter = new AttemptLimiter({ attempts: 1, windowMs: 60_000, maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) limiter.record(key);
    expect(limiter.retryAfter('a')).toBe(0);
    expect(limiter.retryAfter('b')).toBeGreaterThan(0);
    expect(limiter.retryAfter('c')).toBeGreaterThan(0);
  });
});
