import { describe, expect, it } from 'vitest';
import { LEAD_ACTIVITY_TEXT, LEAD_MESSAGES } from '../../../shared/leads.ts';
import { activityMessage, leadMessageKey } from './messages.ts';

describe('leadMessageKey', () => {
  it("names the key of the shared module's lead rule texts", () => {
    expect(leadMessageKey(LEAD_MESSAGES.consentRequired)).toBe('leads.messages.consentRequired');
    expect(leadMessageKey(LEAD_MESSAGES.assigneeNotMember)).toBe('leads.messages.assigneeNotMember');
    expect(leadMessageKey('This field is required')).toBeUndefined();
  });
});

describe('activityMessage', () => {
  it("recognises the spec's activity texts", () => {
    expect(activityMessage(LEAD_ACTIVITY_TEXT.created)).toEqual({ key: 'leads.activity.created' });
    expect(activityMessage(LEAD_ACTIVITY_TEXT.statusChanged('proposal_sent'))).toEqual({
      key: 'leads.activity.statusChanged',
      status: 'proposal_sent',
    });
  });

  it('leaves notes and unknown statuses as written', () => {
    expect(activityMessage('Status changed to banana')).toBeUndefined();
    expect(activityMessage('Called, no answer')).toBeUndefined();
  });
});
