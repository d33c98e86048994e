import { useQuery } from '@tanstack/react-query';
import { invoicesApi } from '../invoices/api.ts';
import { useInvoiceAction } from '../invoices/queries.ts';
import { financialKeys, financialsApi } from './api.ts';

/** GET /financials/receivables: what clients owe, aged, in total and for the clients owing most. */
export const useReceivables = () =>
  useQuery({ queryKey: financialKeys.receivables(), queryFn: () => financialsApi.receivables() });

/**
 * A reminder is the invoice sent again with a message (a fresh pay link and the PDF, to the client's
 * address). On success every invoice query refreshes, the receivables with them (api.ts).
 */
export const useSendReminder = () =>
  useInvoiceAction(({ id, message }: { id: string; message: string }) => invoicesApi.send(id, { message }));
