import type { MailMessage } from '../../platform/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface ClientUpdateEmail {
  to: string;
  companyName: string;
  jobTitle: string;
  title: string;
  message: string;
  /** The client portal, for a client member; none for a contact without an account. */
  url: string | null;
}

/** A new photo or a completed milestone, told to the job's client (English, plain). */
export function clientUpdateEmail(m: ClientUpdateEmail): MailMessage {
  const subject = `${m.companyName}: ${m.title} — ${m.jobTitle}`;
  const text = [m.message, '', ...(m.url ? [`See your project: ${m.url}`, ''] : []), `— ${m.companyName}`].join('\n');
  const html = `<!doctype html>
<html lang="en-US">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <p><strong style="font-size:20px">${escapeHtml(m.companyName)}</strong></p>
  <p style="color:#6b7280">${escapeHtml(m.jobTitle)}</p>
  <p><strong>${escapeHtml(m.title)}</strong></p>
  <p>${escapeHtml(m.message)}</p>
  ${m.url ? `<p><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">See your project</a></p>` : ''}
</body>
</html>`;
  return { to: m.to, subject, text, html, links: m.url ? [m.url] : [] };
}
