import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../../shared/jobs.ts';
import { jobFieldMessage, jobMessageKey, mapsUrl, updateHeading } from './format.ts';

describe('mapsUrl', () => {
  it("encodes the address into Google Maps' search", () => {
    expect(mapsUrl(' 12 Oak St, Apt #3 & Co ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%2C%20Apt%20%233%20%26%20Co',
    );
  });
});

describe('updateHeading', () => {
  it('shows stage and status changes with the label of metadata.to, not the stored English', () => {
    expect(
      updateHeading({
        updateType: 'stage_change',
        title: 'Stage changed to installation',
        metadata: { to: 'installation' },
      }),
    ).toEqual({ key: 'jobs.updates.stageChanged', stage: 'installation' });
    expect(
      updateHeading({
        updateType: 'status_change',
        title: 'Status changed to in_progress',
        metadata: { to: 'in_progress' },
      }),
    ).toEqual({ key: 'jobs.updates.statusChanged', status: 'in_progress' });
  });

  it('falls back to the stored title when metadata.to is not a known value', () => {
    expect(updateHeading({ updateType: 'stage_change', title: 'Stage changed to x', metadata: { to: 'x' } })).toEqual({
      text: 'Stage changed to x',
    });
  });

  it("translates the spec's creation and completion titles", () => {
    expect(updateHeading({ updateType: 'created', title: 'Project Created', metadata: {} })).toEqual({
      key: 'jobs.updates.created',
    });
    expect(updateHeading({ updateType: 'completed', title: 'Project Completed', metadata: {} })).toEqual({
      key: 'jobs.updates.completed',
    });
  });

  it("shows a posted update's own title, or a generic one when it has none", () => {
    expect(updateHeading({ updateType: 'note', title: 'Subfloor leveled', metadata: {} })).toEqual({
      text: 'Subfloor leveled',
    });
    expect(updateHeading({ updateType: 'note', title: '  ', metadata: {} })).toEqual({ key: 'jobs.updates.note' });
    // The server's own title for an untitled update is translated too.
    expect(updateHeading({ updateType: 'note', title: 'Note', metadata: {} })).toEqual({ key: 'jobs.updates.note' });
  });
});

describe('jobMessageKey', () => {
  it("knows each of the shared module's texts", () => {
    expect(jobMessageKey(JOB_MESSAGES.alreadyConverted)).toBe('jobs.messages.alreadyConverted');
    expect(jobMessageKey(JOB_MESSAGES.createFailed)).toBe('jobs.messages.createFailed');
    expect(jobMessageKey('Something else')).toBeUndefined();
  });
});

describe('jobFieldMessage', () => {
  // No language is loaded in unit tests: translate() answers with the key, which is what we check.
  it("turns zod's generic number and instant errors into the field's own request", () => {
    expect(jobFieldMessage('totalCents', 'Invalid input: expected number, received string')).toBe(
      'jobs.validation.amount',
    );
    // A limit in cents is no text for someone typing dollars: the field's request says it in dollars.
    expect(jobFieldMessage('laborCostCents', 'Too big: expected number to be <=10000000000')).toBe(
      'jobs.validation.amount',
    );
    expect(jobFieldMessage('squareFeet', 'Invalid input: expected int, received number')).toBe(
      'jobs.validation.squareFeet',
    );
    expect(jobFieldMessage('scheduledStart', 'Invalid ISO datetime')).toBe('jobs.validation.dateTime');
  });

  it("translates the shared rules' texts, on any field", () => {
    expect(jobFieldMessage('startDate', 'Please enter a date between 1900 and 2999')).toBe('jobs.validation.dateRange');
    expect(jobFieldMessage('scheduledEnd', JOB_MESSAGES.endBeforeStart)).toBe('jobs.messages.endBeforeStart');
    expect(jobFieldMessage('crewIds', JOB_MESSAGES.crewNotMember)).toBe('jobs.messages.crewNotMember');
    expect(jobFieldMessage('title', 'This field is required')).toBe('validation.required');
  });

  it('passes anything else through', () => {
    expect(jobFieldMessage('title', 'Something new')).toBe('Something new');
  });
});
