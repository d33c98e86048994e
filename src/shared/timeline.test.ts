import { describe, expect, it } from 'vitest';
import { jobProgress } from './jobs.ts';
import { timelineProgress } from './timeline.ts';

const e = (isMilestone: boolean, done: boolean, photoIds: string[] = []) => ({
  isMilestone,
  completedAt: done ? '2026-01-01T00:00:00Z' : null,
  photoIds,
});
const inProgress = (progressPercentage: number | null) => ({ status: 'in_progress', progressPercentage });

describe('jobProgress, the one progress of a job', () => {
  it("is the stage's progress as a whole number from 0 to 100", () => {
    expect(jobProgress(inProgress(70))).toBe(70);
    expect(jobProgress(inProgress(45.6))).toBe(46);
    expect(jobProgress(inProgress(-3))).toBe(0);
    expect(jobProgress(inProgress(140))).toBe(100);
    expect(jobProgress(inProgress(null))).toBe(0);
    expect(jobProgress(inProgress(Number.NaN))).toBe(0);
  });

  it('is 100 once the job is completed, whatever was stored', () => {
    expect(jobProgress({ status: 'completed', progressPercentage: 95 })).toBe(100);
    expect(jobProgress({ status: 'cancelled', progressPercentage: 30 })).toBe(30);
  });
});

describe('timelineProgress', () => {
  it("says the job's progress, the job card's figure, not a share of milestones (the 70 % / 0 % of #24)", () => {
    // Three milestones, none done, on a job at its installation stage (70 %).
    const events = [e(true, false), e(true, false), e(true, false)];
    expect(timelineProgress(events, inProgress(70))).toEqual({
      percent: 70,
      milestones: 3,
      completedMilestones: 0,
      photos: 0,
    });
    expect(timelineProgress(events, inProgress(70)).percent).toBe(jobProgress(inProgress(70)));
  });

  it('counts the milestones, the completed ones (other events do not count) and each attached photo once', () => {
    expect(timelineProgress([e(true, true), e(true, false), e(false, true)], inProgress(10))).toMatchObject({
      milestones: 2,
      completedMilestones: 1,
    });
    expect(timelineProgress([], inProgress(0))).toEqual({
      percent: 0,
      milestones: 0,
      completedMilestones: 0,
      photos: 0,
    });
    expect(
      timelineProgress([e(false, true, ['a', 'b']), e(true, false, ['b', 'c'])], {
        status: 'completed',
        progressPercentage: 100,
      }),
    ).toMatchObject({ percent: 100, photos: 3 });
  });
});
