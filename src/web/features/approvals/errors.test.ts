import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { ApiError } from '../../lib/api.ts';
import { errorText, linkProblem } from './errors.ts';
import { orderDocuments } from './documents.ts';
import en from '../../locales/en/share/approvals.json' with { type: 'json' };
import pt from '../../locales/pt-BR/share/approvals.json' with { type: 'json' };

const t = (key: string) => `<${key}>`;

describe('what a failure tells the client', () => {
  it('translates our texts, the spec’s checkout texts in English and in the spec’s Portuguese', () => {
    expect(errorText(new ApiError(410, 'GONE', APPROVAL_MESSAGES.expiredLink), t)).toEqual({
      text: '<approvals.errors.expiredLink>',
      key: 'approvals.errors.expiredLink',
    });
    expect(errorText(new ApiError(503, 'X', INVOICE_MESSAGES.paymentsNotConfigured), t).key).toBe(
      'approvals.errors.paymentsNotConfigured',
    );
    for (const key of [
      'paymentsNotConfigured',
      'checkoutFailed',
      'checkoutNoUrl',
      'checkoutUnknown',
      'payCompanyDirectly',
    ] as const) {
      expect(en.errors[key]).toBe(INVOICE_MESSAGES[key]);
    }
    expect(pt.errors.paymentsNotConfigured).toBe('Sistema de pagamentos não configurado. Contate o suporte.');
    expect(pt.errors.checkoutFailed).toBe('Falha ao criar sessão de checkout. Tente novamente.');
    // Refused checkout without online payment: the client is told to pay the contractor, in either language.
    expect(errorText(new ApiError(409, 'CONFLICT', INVOICE_MESSAGES.payCompanyDirectly), t).key).toBe(
      'approvals.errors.payCompanyDirectly',
    );
    expect(`${en.errors.payCompanyDirectly} ${pt.errors.payCompanyDirectly}`).not.toMatch(/support|suporte/i);
    for (const [key, text] of Object.entries(APPROVAL_MESSAGES))
      expect(en.errors[key as keyof typeof en.errors]).toBe(text);
  });

  it('shows another 4xx detail as sent, a field’s message for a 400, and a generic text otherwise', () => {
    expect(errorText(new ApiError(409, 'CONFLICT', 'Something specific'), t)).toEqual({ text: 'Something specific' });
    expect(
      errorText(new ApiError(400, 'INVALID', 'Invalid input', { signature: APPROVAL_MESSAGES.signatureInvalid }), t)
        .text,
    ).toBe('<approvals.errors.signatureInvalid>');
    expect(errorText(new ApiError(500, 'INTERNAL', 'boom'), t).text).toBe('<approvals.errors.failed>');
    expect(
      errorText(new ApiError(0, 'NETWORK_ERROR', 'Network error'), t, 'approvals.errors.checkoutUnknown').text,
    ).toBe('<approvals.errors.checkoutUnknown>');
  });

  it('names why a link does not open', () => {
    expect(linkProblem(new ApiError(404, 'NOT_FOUND', APPROVAL_MESSAGES.invalidLink))).toBe('invalid');
    expect(linkProblem(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe('invalid');
    expect(linkProblem(new ApiError(410, 'GONE', INVOICE_MESSAGES.expiredLink))).toBe('expired');
    expect(linkProblem(new ApiError(409, 'CONFLICT', APPROVAL_MESSAGES.superseded))).toBe('superseded');
    expect(linkProblem(new ApiError(409, 'CONFLICT', APPROVAL_MESSAGES.alreadyAnswered))).toBe('answered');
    expect(linkProblem(new ApiError(409, 'CONFLICT', APPROVAL_MESSAGES.expired))).toBe('expired');
    expect(linkProblem(new ApiError(0, 'NETWORK_ERROR', ''))).toBe('failed');
  });
});

describe('the portal’s documents', () => {
  it('lists estimates awaiting an answer first and invoices with a balance due first', () => {
    const est = (id: string, status: 'sent' | 'viewed' | 'accepted' | 'declined', validUntil: string) => ({
      id,
      displayNumber: id,
      title: id,
      status,
      totalCents: 100,
      validUntil,
      sentAt: '2026-01-01T00:00:00.000Z',
    });
    const inv = (id: string, status: 'sent' | 'paid' | 'overdue' | 'void', balanceCents: number, dueDate: string) => ({
      id,
      displayNumber: id,
      title: id,
      status,
      totalCents: 100,
      balanceCents,
      dueDate,
    });
    const ordered = orderDocuments({
      estimates: [est('a', 'accepted', '2026-01-01'), est('b', 'viewed', '2026-03-01'), est('c', 'sent', '2026-02-01')],
      invoices: [
        inv('p', 'paid', 0, '2026-01-01'),
        inv('v', 'void', 100, '2026-01-01'),
        inv('s', 'sent', 100, '2026-05-01'),
        inv('o', 'overdue', 50, '2026-04-01'),
      ],
    });
    expect(ordered.estimates.map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(ordered.invoices.map((i) => i.id).slice(0, 2)).toEqual(['o', 's']);
  });
});
