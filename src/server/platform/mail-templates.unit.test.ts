import { describe, expect, it } from 'vitest';
import { invitationEmail } from '../modules/invitations/email.ts';
import { clientUpdateEmail } from '../modules/timeline/email.ts';
import { headerText, resetPasswordEmail, verificationEmail } from './mail-templates.ts';

/** C0 and C1 controls, line and paragraph separators, bidirectional overrides. */
const isControl = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    [0x2028, 0x2029].includes(code) ||
    (code >= 0x202a && code <= 0x202e)
  );
};

const forgedName = 'Mallory\r\nBcc: everyone@example.com\u0000\u202E';

describe('headerText', () => {
  it('turns line breaks and control characters into single spaces', () => {
    expect(headerText(forgedName)).toBe('Mallory Bcc: everyone@example.com');
    expect(headerText(' a\t\tb\u2028c\u0085d ')).toBe('a b c d');
  });

  it('cuts long values with an ellipsis, never inside a character', () => {
    expect(headerText('x'.repeat(250))).toBe(`${'x'.repeat(199)}…`);
    expect(headerText('👷'.repeat(20), 10)).toBe(`${'👷'.repeat(9)}…`);
    expect(headerText('short', 10)).toBe('short');
  });
});

describe('every template builds its subject through it', () => {
  const company = { name: `Oak\r\nReply-To: x@evil.example ${'o'.repeat(300)}`, logoUrl: null };
  const subjects = [
    invitationEmail({
      to: 'a@example.com',
      language: 'en',
      inviterName: forgedName,
      company,
      role: 'client',
      url: 'http://localhost:3000/invite/x',
    }).subject,
    verificationEmail({ email: 'a@example.com', name: forgedName, language: 'pt', company }, 'http://x').subject,
    resetPasswordEmail({ email: 'a@example.com', name: forgedName, language: 'en', company }, 'http://x').subject,
    clientUpdateEmail({
      to: 'a@example.com',
      language: 'en',
      companyName: company.name,
      jobTitle: 'Kitchen\r\nX-Evil: 1',
      update: { type: 'milestone_completed', milestoneTitle: 'Done\nBcc: b@example.com' },
      url: null,
    }).subject,
  ];

  it.each(subjects)('%j is one bounded line', (subject) => {
    expect([...subject].filter(isControl)).toEqual([]);
    expect([...subject].length).toBeLessThanOrEqual(200);
  });

  it("keeps the template's own words in view after a long name", () => {
    expect(subjects[0]).toMatch(
      /^Mallory Bcc: everyone@example.com invited you to join Oak Reply-To: .+… on Floor Pro$/,
    );
    expect(subjects[2]).toMatch(/^Reset your password · Oak Reply-To: x@evil\.example o+…$/);
  });
});
