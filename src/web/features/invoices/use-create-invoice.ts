import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { invoicesApi, type CreateInvoiceBody, type Invoice } from './api.ts';
import { invoicePath } from '../../page-paths.ts';
import { useSettleInvoices } from './queries.ts';

/** Creates an invoice and opens it: the new-invoice dialog's and the estimate page's buttons. */
export function useCreateInvoice() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const settle = useSettleInvoices();
  return useMutation({
    mutationFn: (input: CreateInvoiceBody) => invoicesApi.create(input),
    onSuccess: (invoice: Invoice) => {
      void settle(invoice);
      toast.success(t('invoices.toast.created', { number: invoice.displayNumber }));
      navigate(invoicePath(invoice.id));
    },
  });
}
