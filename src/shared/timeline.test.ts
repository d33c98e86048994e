import { describe, expect, it } from 'vitest';
import { timelineProgress } from './timeline.ts';

const e = (isMilestone: boolean, done: boolean, photoIds: string[] = []) => ({
  isMilestone,
  completedAt: done ? '2026-01-01T00:00:00Z' : null,
  photoIds,
});

describe('timelineProgress', () => {
  it('is the rounded share of milestones having completedAt; other events do not count', () => {
    expect(timelineProgress([e(true, true), e(true, false), e(true, false), e(false, true)])).toEqual({
      percent: 33,
      milestones: 3,
      completedMilestones: 1,
      photos: 0,
    });
    expect(timelineProgress([e(true, true), e(true, true), e(true, false)]).percent).toBe(67);
    expect(timelineProgress([e(true, true)]).percent).toBe(100);
  });

  it('is 0 with no milestones, and counts each attached photo once', () => {
    expect(timelineProgress([])).toEqual({ percent: 0, milestones: 0, completedMilestones: 0, photos: 0 });
    expect(timelineProgress([e(false, true, ['a', 'b']), e(true, false, ['b', 'c'])])).toMatchObject({
      percent: 0,
      photos: 3,
    });
  });
});
