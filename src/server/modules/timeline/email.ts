import type { Language } from '../../../shared/accounts.ts';
import type { PhotoType } from '../../../shared/photos.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { escapeHtml } from '../../platform/html.ts';

/** What the client is told about, with what its texts need. */
export type ClientUpdateSubject =
  { type: 'photo_added'; photoType: PhotoType } | { type: 'milestone_completed'; milestoneTitle: string };

// The web writes the same texts from the type and params (clientPortal.notifications in its locales).
const TEXTS: Record<
  Language,
  {
    photoTitle: string;
    photoMessage: (kind: string, job: string) => string;
    photoKinds: Record<PhotoType, string>;
    milestoneTitle: (milestone: string) => string;
    milestoneMessage: (milestone: string, job: string) => string;
    seeProject: string;
  }
> = {
  en: {
    photoTitle: 'New project photo',
    photoMessage: (kind, job) => `A new ${kind} photo was added to your project ${job}.`,
    photoKinds: { before: 'before', after: 'after', progress: 'progress', during: 'during' },
    milestoneTitle: (milestone) => `Milestone completed: ${milestone}`,
    milestoneMessage: (milestone, job) => `${milestone} is done on your project ${job}.`,
    seeProject: 'See your project',
  },
  pt: {
    photoTitle: 'Nova foto do projeto',
    photoMessage: (kind, job) => `Uma nova foto ${kind} foi adicionada ao seu projeto ${job}.`,
    photoKinds: { before: 'de antes', after: 'de depois', progress: 'de progresso', during: 'da obra em andamento' },
    milestoneTitle: (milestone) => `Marco concluído: ${milestone}`,
    milestoneMessage: (milestone, job) => `O marco “${milestone}” foi concluído no seu projeto ${job}.`,
    seeProject: 'Ver seu projeto',
  },
};

const textsOf = (language: Language) => TEXTS[language] ?? TEXTS.en;

/** A client update's title and message in one language (English is what client_notifications keeps). */
export function clientUpdateText(
  language: Language,
  update: ClientUpdateSubject,
  jobTitle: string,
): { title: string; message: string } {
  const t = textsOf(language);
  return update.type === 'photo_added'
    ? { title: t.photoTitle, message: t.photoMessage(t.photoKinds[update.photoType], jobTitle) }
    : {
        title: t.milestoneTitle(update.milestoneTitle),
        message: t.milestoneMessage(update.milestoneTitle, jobTitle),
      };
}

export interface ClientUpdateEmail {
  to: string;
  language: Language;
  companyName: string;
  jobTitle: string;
  update: ClientUpdateSubject;
  /** The client portal, for a client member; none for a contact without an account. */
  url: string | null;
}

/** A new photo or a completed milestone, told to the job's client in their language (plain). */
export function clientUpdateEmail(m: ClientUpdateEmail): MailMessage {
  const t = textsOf(m.language);
  const { title, message } = clientUpdateText(m.language, m.update, m.jobTitle);
  const subject = headerText(`${subjectName(m.companyName)}: ${title} — ${m.jobTitle}`);
  const text = [message, '', ...(m.url ? [`${t.seeProject}: ${m.url}`, ''] : []), `— ${m.companyName}`].join('\n');
  const html = `<!doctype html>
<html lang="${m.language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <p><strong style="font-size:20px">${escapeHtml(m.companyName)}</strong></p>
  <p style="color:#6b7280">${escapeHtml(m.jobTitle)}</p>
  <p><strong>${escapeHtml(title)}</strong></p>
  <p>${escapeHtml(message)}</p>
  ${m.url ? `<p><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.seeProject)}</a></p>` : ''}
</body>
</html>`;
  return { to: m.to, subject, text, html, links: m.url ? [m.url] : [] };
}
