import type { Language } from '../../../shared/accounts.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import { formatCents } from '../../../shared/format.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import type { PdfDocument } from '../../platform/pdf/pdf.ts';
import type { CompanyLetterhead } from '../companies/service.ts';
import { estimateDocument } from '../estimates/document.ts';

// The signed estimate (issue #17, ADR 0030): the estimate as accepted (the chosen option and the
// optional items taken, nothing else), the drawn signature under it, and a certificate page that
// says who signed, when, from where, and the snapshot's SHA-256. And the e-mails an answer sends.

const TEXTS = {
  en: {
    option: 'Option',
    acceptedBy: 'Accepted and signed by',
    signedAt: (iso: string) => `Signed ${iso}`,
    certificate: 'Certificate of acceptance',
    intro: (company: string) =>
      `This estimate was accepted and signed electronically through a private link sent by ${company}. ` +
      'The snapshot hash below is the SHA-256 of exactly what was accepted, as the company keeps it.',
    document: 'Document',
    total: 'Total accepted',
    deposit: 'Deposit',
    signer: 'Signer',
    time: 'Signed at (UTC)',
    ip: 'IP address',
    device: 'Device (user agent)',
    unknown: 'Not recorded',
    signature: 'Signature image SHA-256',
    snapshot: 'Snapshot SHA-256',
  },
  pt: {
    option: 'Opção',
    acceptedBy: 'Aceito e assinado por',
    signedAt: (iso: string) => `Assinado em ${iso}`,
    certificate: 'Certificado de aceite',
    intro: (company: string) =>
      `Este orçamento foi aceito e assinado eletronicamente por meio de um link privado enviado por ${company}. ` +
      'O hash do registro abaixo é o SHA-256 exatamente do que foi aceito, como a empresa o guarda.',
    document: 'Documento',
    total: 'Total aceito',
    deposit: 'Sinal',
    signer: 'Assinante',
    time: 'Assinado em (UTC)',
    ip: 'Endereço IP',
    device: 'Dispositivo (user agent)',
    unknown: 'Não registrado',
    signature: 'SHA-256 da imagem da assinatura',
    snapshot: 'SHA-256 do registro',
  },
} as const;

const texts = (language: Language) => TEXTS[language] ?? TEXTS.en;

export interface SignedFacts {
  signerName: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  signature: Buffer;
  signatureSha256: string;
  snapshotSha256: string;
  optionName: string;
  /** Whether the client chose among several options (the option is then named). */
  hadOptions: boolean;
  totalCents: number;
  depositCents: number;
}

/** `estimate` is already limited to what was accepted (one option, the optional items taken). */
export function signedEstimateDocument(
  estimate: Estimate,
  company: CompanyLetterhead,
  language: Language,
  issuedOn: string,
  signed: SignedFacts,
): PdfDocument {
  const t = texts(language);
  const base = estimateDocument(estimate, company, language, issuedOn);
  const iso = signed.acceptedAt.toISOString();
  return {
    ...base,
    facts: [...base.facts, ...(signed.hadOptions ? [{ label: t.option, value: signed.optionName }] : [])],
    signature: { title: t.acceptedBy, image: signed.signature, lines: [signed.signerName, t.signedAt(iso)] },
    certificate: {
      title: t.certificate,
      intro: t.intro(company.name),
      rows: [
        { label: t.document, value: `${estimate.displayNumber} — ${estimate.title}` },
        ...(signed.hadOptions ? [{ label: t.option, value: signed.optionName }] : []),
        { label: t.total, value: formatCents(signed.totalCents, language) },
        ...(signed.depositCents ? [{ label: t.deposit, value: formatCents(signed.depositCents, language) }] : []),
        { label: t.signer, value: signed.signerName },
        { label: t.time, value: iso },
        { label: t.ip, value: signed.ip ?? t.unknown },
        { label: t.device, value: signed.userAgent ?? t.unknown },
        { label: t.signature, value: signed.signatureSha256 },
        { label: t.snapshot, value: signed.snapshotSha256 },
      ],
    },
    // The moment of signing: the same acceptance always renders the same bytes.
    date: signed.acceptedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// E-mails

const MAIL = {
  en: {
    ownerSubject: (number: string, signer: string) => `${number} accepted by ${signer}`,
    ownerBody: (signer: string, number: string, title: string, total: string) =>
      `${signer} accepted and signed estimate ${number} (${title}) for ${total}. The signed PDF is attached.`,
    open: 'Open the estimate',
    clientSubject: (number: string, company: string) => `Your signed estimate ${number} from ${company}`,
    clientBody: (signer: string, number: string, total: string) =>
      `Thank you, ${signer}. Attached is a copy of estimate ${number}, as you accepted it (${total}), with your signature.`,
    view: 'View it online',
  },
  pt: {
    ownerSubject: (number: string, signer: string) => `${number} aceito por ${signer}`,
    ownerBody: (signer: string, number: string, title: string, total: string) =>
      `${signer} aceitou e assinou o orçamento ${number} (${title}) no valor de ${total}. O PDF assinado está em anexo.`,
    open: 'Abrir o orçamento',
    clientSubject: (number: string, company: string) => `Seu orçamento assinado ${number} de ${company}`,
    clientBody: (signer: string, number: string, total: string) =>
      `Obrigado, ${signer}. Segue em anexo uma cópia do orçamento ${number}, como você o aceitou (${total}), com sua assinatura.`,
    view: 'Ver online',
  },
} as const;

function page(language: Language, paragraphs: string[], button: { label: string; url: string }): string {
  return `<!doctype html>
<html lang="${language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  ${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n  ')}
  <p><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
</body>
</html>`;
}

interface AcceptedMail {
  language: Language;
  to: string;
  signerName: string;
  displayNumber: string;
  title: string;
  totalCents: number;
  companyName: string;
  url: string;
  pdf: Buffer;
}

/** To the company's owner: who accepted which estimate for how much, with the signed PDF. */
export function ownerAcceptedMail(m: AcceptedMail): MailMessage {
  const text = MAIL[m.language] ?? MAIL.en;
  const body = text.ownerBody(m.signerName, m.displayNumber, m.title, formatCents(m.totalCents, m.language));
  return {
    to: m.to,
    subject: headerText(text.ownerSubject(m.displayNumber, subjectName(m.signerName))),
    text: [body, '', `${text.open}: ${m.url}`].join('\n'),
    html: page(m.language, [body], { label: text.open, url: m.url }),
    links: [m.url],
    attachments: [{ filename: `${m.displayNumber}-signed.pdf`, contentType: 'application/pdf', content: m.pdf }],
  };
}

/** To the client: their copy of what they signed. */
export function clientAcceptedMail(m: AcceptedMail): MailMessage {
  const text = MAIL[m.language] ?? MAIL.en;
  const body = text.clientBody(m.signerName, m.displayNumber, formatCents(m.totalCents, m.language));
  return {
    to: m.to,
    subject: headerText(text.clientSubject(m.displayNumber, subjectName(m.companyName))),
    text: [body, '', `${text.view}: ${m.url}`, '', `— ${m.companyName}`].join('\n'),
    html: page(m.language, [body, `— ${m.companyName}`], { label: text.view, url: m.url }),
    links: [m.url],
    attachments: [{ filename: `${m.displayNumber}-signed.pdf`, contentType: 'application/pdf', content: m.pdf }],
  };
}
