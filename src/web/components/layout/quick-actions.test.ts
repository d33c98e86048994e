import { describe, expect, it } from 'vitest';
import { newTaskPath, QUICK_ACTIONS } from './quick-actions.ts';

describe('quick actions', () => {
  it('New Task opens the calendar with newTask=1, today, now and one hour later', () => {
    const path = newTaskPath(new Date(2026, 10, 23, 9, 5));
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/dashboard/calendar');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      newTask: '1',
      title: '',
      date: '2026-11-23',
      start: '09:05',
      end: '10:05',
    });
  });

  it('an end past midnight keeps its own time', () => {
    const url = new URL(newTaskPath(new Date(2026, 10, 23, 23, 30)), 'http://x');
    expect(url.searchParams.get('start')).toBe('23:30');
    expect(url.searchParams.get('end')).toBe('00:30');
  });

  it('every action leads somewhere under /dashboard', () => {
    for (const action of QUICK_ACTIONS) expect(action.to(new Date())).toMatch(/^\/dashboard\//);
  });
});
