import { describe, expect, it, vi } from 'vitest';
import { JOB_STAGES, type JobStage } from '../../../shared/jobs.ts';
import type { Job } from './api.ts';
import { appendPage, findJob, isEmptyBoard, moveJob, refill, revertMove, type Board } from './board-state.ts';

let seq = 0;
function job(stage: JobStage, createdAt: string, id = `job-${++seq}`): Job {
  return {
    id,
    userId: null,
    leadId: null,
    clientId: null,
    clientName: 'Client',
    clientEmail: null,
    clientPhone: null,
    title: `Job ${id}`,
    description: null,
    address: null,
    serviceType: null,
    status: 'pending',
    projectStage: stage,
    progressPercentage: 5,
    totalCents: null,
    materialsCostCents: null,
    laborCostCents: null,
    hiddenFields: [],
    squareFeet: null,
    startDate: null,
    endDate: null,
    scheduledStart: null,
    scheduledEnd: null,
    notes: null,
    crew: [],
    createdAt,
    updatedAt: createdAt,
  };
}

function board(jobs: Job[], counts: Partial<Record<JobStage, number>> = {}): Board {
  return {
    columns: JOB_STAGES.map((stage) => {
      const own = jobs.filter((j) => j.projectStage === stage);
      return { stage, count: counts[stage] ?? own.length, jobs: own, nextCursor: null };
    }),
  };
}
const column = (b: Board, stage: JobStage) => b.columns.find((c) => c.stage === stage)!;

describe('moveJob', () => {
  it("moves the card, its counts and its progress to the stage's own", () => {
    const a = job('project_start', '2026-01-03', 'a');
    const b = job('project_start', '2026-01-02', 'b');
    const c = job('installation', '2026-01-01', 'c');
    const before = board([a, b, c], { project_start: 7 });
    const { board: after, undo } = moveJob(before, 'a', 'installation', 'now');
    expect(column(after, 'project_start')).toMatchObject({ count: 6 });
    expect(column(after, 'project_start').jobs.map((j) => j.id)).toEqual(['b']);
    expect(column(after, 'installation').count).toBe(2);
    // Newest first: a (Jan 3) goes before c (Jan 1).
    expect(column(after, 'installation').jobs.map((j) => j.id)).toEqual(['a', 'c']);
    expect(findJob(after, 'a')?.job).toMatchObject({
      projectStage: 'installation',
      progressPercentage: 70,
      updatedAt: 'now',
    });
    expect(undo).toEqual({ jobId: 'a', stage: 'project_start', progress: 5, before: 'b' });
  });

  it('changes nothing for a job not on the board or already at the stage', () => {
    const b = board([job('finishing', '2026-01-01', 'x')]);
    expect(moveJob(b, 'x', 'finishing')).toEqual({ board: b, undo: null });
    expect(moveJob(b, 'missing', 'finishing')).toEqual({ board: b, undo: null });
  });
});

describe('revertMove', () => {
  it('puts the job back in its place with its stage, progress and counts', () => {
    const jobs = [
      job('site_measured', '2026-01-05', 'p'),
      job('site_measured', '2026-01-04', 'q'),
      job('site_measured', '2026-01-01', 'r'),
    ];
    const before = board(jobs);
    const { board: moved, undo } = moveJob(before, 'q', 'finishing');
    const back = revertMove(moved, undo!);
    expect(column(back, 'site_measured').jobs.map((j) => j.id)).toEqual(['p', 'q', 'r']);
    expect(column(back, 'site_measured').count).toBe(3);
    expect(column(back, 'finishing').count).toBe(0);
    expect(findJob(back, 'q')?.job).toMatchObject({ projectStage: 'site_measured', progressPercentage: 5 });
  });

  it('puts the last card back at the end', () => {
    const before = board([job('finishing', '2026-01-05', 'm'), job('finishing', '2026-01-09', 'n')]);
    // Loaded order need not be by age (a show-more page); the last card goes back last.
    const { board: moved, undo } = moveJob(before, 'n', 'installation');
    expect(undo?.before).toBeNull();
    expect(column(revertMove(moved, undo!), 'finishing').jobs.map((j) => j.id)).toEqual(['m', 'n']);
  });
});

describe('appendPage and refill', () => {
  it('appends a further page without jobs already on the board or of another stage', () => {
    const a = job('finishing', '2026-01-05', 'a1');
    const b = board([a]);
    const next = appendPage(b, 'finishing', {
      items: [a, job('finishing', '2026-01-01', 'a2'), job('installation', '2026-01-01', 'a3')],
      nextCursor: 'c2',
    });
    expect(column(next, 'finishing').jobs.map((j) => j.id)).toEqual(['a1', 'a2']);
    expect(column(next, 'finishing').nextCursor).toBe('c2');
  });

  it('loads a refreshed column as deep as it was', async () => {
    const previous = board([job('finishing', '3', 'f1'), job('finishing', '2', 'f2'), job('finishing', '1', 'f3')]);
    const fresh: Board = board([job('finishing', '3', 'f1')], { finishing: 3 });
    column(fresh, 'finishing').nextCursor = 'c1';
    const fetchPage = vi.fn(async () => ({
      items: [job('finishing', '2', 'f2'), job('finishing', '1', 'f3')],
      nextCursor: null,
    }));
    const result = await refill(fresh, previous, fetchPage);
    expect(fetchPage).toHaveBeenCalledWith('finishing', 'c1');
    expect(column(result, 'finishing').jobs.map((j) => j.id)).toEqual(['f1', 'f2', 'f3']);
  });

  it('is the fresh board when there was none before', async () => {
    const fresh = board([]);
    expect(await refill(fresh, undefined, vi.fn())).toBe(fresh);
    expect(isEmptyBoard(fresh)).toBe(true);
    expect(isEmptyBoard(board([job('finishing', '1')]))).toBe(false);
  });
});
