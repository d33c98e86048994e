import type { Language } from '../../../shared/accounts.ts';
import { INVITATION_TTL_DAYS, type TeamRole } from '../../../shared/team.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { escapeHtml } from '../../platform/html.ts';

const TEXTS = {
  en: {
    subject: (inviter: string, company: string) => `${inviter} invited you to join ${company} on Floor Pro`,
    body: (inviter: string, company: string, role: string) =>
      `${inviter} invited you to join ${company} on Floor Pro as ${role}.`,
    action: 'Accept the invitation',
    expiry: `The invitation is valid for ${INVITATION_TTL_DAYS} days. Sign up or sign in with this e-mail address to accept it.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    roles: { admin: 'Administrator', field_team: 'Field Team', client: 'End Client', partner: 'Referral Partner' },
  },
  pt: {
    subject: (inviter: string, company: string) => `${inviter} convidou você para a equipe ${company} no Floor Pro`,
    body: (inviter: string, company: string, role: string) =>
      `${inviter} convidou você para entrar na equipe ${company} no Floor Pro como ${role}.`,
    action: 'Aceitar o convite',
    expiry: `O convite vale por ${INVITATION_TTL_DAYS} dias. Cadastre-se ou entre com este endereço de e-mail para aceitá-lo.`,
    ignore: 'Se você não esperava este convite, ignore este e-mail.',
    roles: {
      admin: 'Administrador',
      field_team: 'Equipe de Campo',
      client: 'Cliente Final',
      partner: 'Parceiro de Indicação',
    },
  },
} as const;

export interface InvitationEmail {
  to: string;
  language: Language;
  inviterName: string;
  company: { name: string; /** absolute URL */ logoUrl: string | null };
  role: TeamRole;
  url: string;
}

/** The invitation, in the invitee's language when known (else the inviter's), naming company and inviter. */
export function invitationEmail(m: InvitationEmail): MailMessage {
  const t = TEXTS[m.language];
  const role = t.roles[m.role];
  const body = t.body(m.inviterName, m.company.name, role);
  const text = [body, '', `${t.action}: ${m.url}`, '', t.expiry, t.ignore, '', `— ${m.company.name}`].join('\n');
  const head = m.company.logoUrl
    ? `<img src="${escapeHtml(m.company.logoUrl)}" alt="${escapeHtml(m.company.name)}" style="max-height:48px">`
    : `<strong style="font-size:20px">${escapeHtml(m.company.name)}</strong>`;
  const html = `<!doctype html>
<html lang="${m.language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <div style="margin-bottom:24px">${head}</div>
  <p>${escapeHtml(body)}</p>
  <p><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
  <p style="color:#6b7280;font-size:13px">${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p>
  <p style="color:#6b7280;font-size:13px;word-break:break-all">${escapeHtml(m.url)}</p>
  <p>${escapeHtml(m.company.name)}</p>
</body>
</html>`;
  const subject = headerText(t.subject(subjectName(m.inviterName), subjectName(m.company.name)));
  return { to: m.to, subject, text, html, links: [m.url] };
}

/** The notification the inviter gets, in their language (the web may re-translate by type and params). */
export function invitationAcceptedNotice(language: Language, p: { name: string; email: string; role: TeamRole }) {
  const role = TEXTS[language].roles[p.role];
  return language === 'pt'
    ? { title: 'Convite aceito', body: `${p.name} (${p.email}) entrou na equipe como ${role}.` }
    : { title: 'Invitation accepted', body: `${p.name} (${p.email}) joined the team as ${role}.` };
}
