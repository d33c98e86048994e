import type { Language } from '../../../shared/accounts.ts';
import { APPROVAL_LIMITS } from '../../../shared/approvals.ts';
import { ESTIMATE_MESSAGES } from '../../../shared/estimates.ts';
import type { SendEstimateInput } from '../../../shared/estimate-inputs.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { letterhead } from '../companies/service.ts';
import { createDocumentLink } from '../document-links/service.ts';
import { findLead, setLeadStatus } from '../leads/service.ts';
import { callerLanguage } from '../members/service.ts';
import { estimateDocument } from './document.ts';
import { companyToday } from '../jobs/scope.ts';
import { findEstimate } from './scope.ts';
import { markSent, presentedEstimate } from './service.ts';

/** The date a document shows: when it was sent, or today for one not sent yet. */
const issuedOn = (estimate: Estimate) => (estimate.sentAt ?? new Date().toISOString()).slice(0, 10);

/** The estimate as a PDF in the caller's language (or the one given): what the client receives. */
export async function estimatePdf(
  t: TenantDb,
  id: string,
  given?: Language,
): Promise<{ filename: string; bytes: Buffer }> {
  const { estimate, company, language } = await t.run(async (tx) => ({
    estimate: await presentedEstimate(tx, t, await findEstimate(tx, t, id)),
    company: await letterhead(tx, t),
    language: given ?? (await callerLanguage(tx, t)),
  }));
  // Drawn outside the transaction: the embedded database has one connection, and drawing takes a while.
  const bytes = await renderPdf(estimateDocument(estimate, company, language, issuedOn(estimate)));
  return { filename: `${estimate.displayNumber}.pdf`, bytes };
}

const MAIL = {
  en: {
    subject: (number: string, company: string) => `Estimate ${number} from ${company}`,
    body: (title: string, total: string, until: string) =>
      `Please find attached our estimate for ${title}: ${total}, valid until ${until}.`,
    questions: 'Reply to this e-mail with any question.',
    online: 'Review and sign online:',
    button: 'Review and sign online',
  },
  pt: {
    subject: (number: string, company: string) => `Orçamento ${number} de ${company}`,
    body: (title: string, total: string, until: string) =>
      `Segue em anexo nosso orçamento para ${title}: ${total}, válido até ${until}.`,
    questions: 'Responda a este e-mail se tiver qualquer dúvida.',
    online: 'Revise e assine online:',
    button: 'Revisar e assinar online',
  },
} as const;

/**
 * E-mails the estimate with its PDF and a private link to review and sign it online (issue #17,
 * valid APPROVAL_LIMITS.linkDays days) to the client and marks it sent; its lead moves to
 * proposal_sent (with the activity and event that status change logs). The e-mail goes out between
 * two transactions (the outbox writes on its own connection), so a failed delivery changes nothing;
 * sending again re-sends the same estimate.
 */
export async function sendEstimate(t: TenantDb, id: string, input: SendEstimateInput): Promise<Estimate> {
  const { estimate, to, language, company, link } = await t.run(async (tx) => {
    const row = await findEstimate(tx, t, id);
    if (row.supersededById) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.superseded);
    if (row.status === 'accepted' || row.status === 'declined')
      throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notSendable);
    const estimate = await presentedEstimate(tx, t, row);
    if (estimate.validUntil < (await companyToday(tx, t))) {
      throw invalidInput({ validUntil: ESTIMATE_MESSAGES.validUntilPast });
    }
    if (!estimate.options.some((o) => o.lines.some((l) => !l.optional)))
      throw invalidInput({ options: ESTIMATE_MESSAGES.noLines });
    const to = input.to ?? row.clientEmail;
    if (!to) throw invalidInput({ to: ESTIMATE_MESSAGES.noClientEmail });
    return {
      estimate,
      to,
      language: await callerLanguage(tx, t),
      company: await letterhead(tx, t),
      link: await createDocumentLink(tx, t, 'estimate', row.id, APPROVAL_LIMITS.linkDays),
    };
  });

  const bytes = await renderPdf(estimateDocument(estimate, company, language, issuedOn(estimate)));
  const m = MAIL[language] ?? MAIL.en;
  const first = estimate.options[0]!;
  const body = m.body(
    estimate.title,
    formatCents(first.totals.totalCents, language),
    formatDay(estimate.validUntil, language),
  );
  const text = [
    ...(input.message ? [input.message, ''] : []),
    body,
    '',
    `${m.online} ${link.url}`,
    '',
    m.questions,
    '',
    `— ${company.name}`,
  ].join('\n');
  await t.services.mailer.send({
    to,
    subject: headerText(m.subject(estimate.displayNumber, subjectName(company.name))),
    text,
    html: `<!doctype html>
<html lang="${language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <p><strong style="font-size:20px">${escapeHtml(company.name)}</strong></p>
  ${input.message ? `<p style="white-space:pre-line">${escapeHtml(input.message)}</p>` : ''}
  <p>${escapeHtml(body)}</p>
  <p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(m.button)}</a></p>
  <p style="color:#6b7280;font-size:13px">${escapeHtml(m.questions)}</p>
</body>
</html>`,
    links: [link.url],
    attachments: [{ filename: `${estimate.displayNumber}.pdf`, contentType: 'application/pdf', content: bytes }],
  });

  return t.run(async (tx) => {
    const row = await findEstimate(tx, t, id, true);
    const saved = row.status === 'draft' ? await markSent(tx, t, row, to) : row;
    if (row.leadId) {
      const lead = await findLead(tx, t, row.leadId).catch(() => null);
      // Sending never takes a lead back: one already won or lost keeps its status.
      if (lead && lead.status !== 'proposal_accepted' && lead.status !== 'lost' && lead.status !== 'proposal_sent') {
        await setLeadStatus(tx, t, [lead.id], 'proposal_sent');
      }
    }
    return presentedEstimate(tx, t, saved);
  });
}
