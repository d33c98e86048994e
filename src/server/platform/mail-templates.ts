import { replaceControlCharacters, type Language } from '../../shared/accounts.ts';
import type { MailMessage } from './mail.ts';
import { escapeHtml } from './html.ts';

const SUBJECT_MAX_LENGTH = 200;
/** Enough of a name to recognise it, too little to push the rest of a subject out of view. */
const NAME_IN_SUBJECT_MAX_LENGTH = 60;

/**
 * A value fit for one line of a mail header, whatever a user typed into it (names older than the
 * name rules included): line breaks and control characters become spaces, so nothing can add a
 * header; whitespace collapses; past `max` characters it is cut with an ellipsis. Every template
 * builds its subject and the names in it through this.
 */
export function headerText(value: string, max = SUBJECT_MAX_LENGTH): string {
  const flat = replaceControlCharacters(value, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/** A person's or company's name inside a subject. */
export const subjectName = (name: string) => headerText(name, NAME_IN_SUBJECT_MAX_LENGTH);

/** Whose name and logo head the message: the recipient's company when they have one. */
export interface MailBranding {
  name: string;
  /** Absolute URL. */
  logoUrl: string | null;
}

export interface Recipient {
  email: string;
  name: string;
  language: Language;
  company: MailBranding | null;
}

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    signature: 'The Floor Pro team',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    verify: {
      subject: 'Confirm your e-mail address',
      body: 'Confirm your e-mail address to finish creating your Floor Pro account. The link signs you in.',
      action: 'Confirm e-mail',
      expiry: 'The link is valid for 24 hours.',
    },
    reset: {
      subject: 'Reset your password',
      body: 'We received a request to reset the password of your Floor Pro account.',
      action: 'Choose a new password',
      expiry: 'The link is valid for 1 hour.',
    },
  },
  pt: {
    greeting: (name: string) => `Olá ${name},`,
    signature: 'Equipe Floor Pro',
    ignore: 'Se você não pediu isto, ignore este e-mail.',
    verify: {
      subject: 'Confirme seu e-mail',
      body: 'Confirme seu endereço de e-mail para concluir a criação da sua conta Floor Pro. O link faz o seu login.',
      action: 'Confirmar e-mail',
      expiry: 'O link vale por 24 horas.',
    },
    reset: {
      subject: 'Redefina sua senha',
      body: 'Recebemos um pedido para redefinir a senha da sua conta Floor Pro.',
      action: 'Escolher nova senha',
      expiry: 'O link vale por 1 hora.',
    },
  },
} as const;

function compose(to: Recipient, kind: 'verify' | 'reset', url: string): MailMessage {
  const t = TEXTS[to.language];
  const k = t[kind];
  const from = to.company?.name ?? 'Floor Pro';
  const subject = headerText(to.company ? `${k.subject} · ${subjectName(to.company.name)}` : k.subject);
  const text = [
    t.greeting(to.name),
    '',
    k.body,
    '',
    `${k.action}: ${url}`,
    '',
    k.expiry,
    t.ignore,
    '',
    `— ${from}`,
  ].join('\n');
  const logo = to.company?.logoUrl
    ? `<img src="${escapeHtml(to.company.logoUrl)}" alt="${escapeHtml(from)}" style="max-height:48px">`
    : `<strong style="font-size:20px">${escapeHtml(from)}</strong>`;
  const html = `<!doctype html>
<html lang="${to.language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <div style="margin-bottom:24px">${logo}</div>
  <p>${escapeHtml(t.greeting(to.name))}</p>
  <p>${escapeHtml(k.body)}</p>
  <p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(k.action)}</a></p>
  <p style="color:#6b7280;font-size:13px">${escapeHtml(k.expiry)} ${escapeHtml(t.ignore)}</p>
  <p style="color:#6b7280;font-size:13px;word-break:break-all">${escapeHtml(url)}</p>
  <p>${escapeHtml(to.company ? from : t.signature)}</p>
</body>
</html>`;
  return { to: to.email, subject, text, html, links: [url] };
}

/** The sign-up confirmation: its link signs the user in. */
export const verificationEmail = (to: Recipient, url: string) => compose(to, 'verify', url);

/** The password reset: its link opens the set-new-password form. */
export const resetPasswordEmail = (to: Recipient, url: string) => compose(to, 'reset', url);
