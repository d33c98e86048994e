import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Receipt } from './api.ts';

/** A receipt's photo at full size (the stored file), or its PDF to open in a tab of its own. */
export function ReceiptViewer({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const { t, language } = useI18n();
  const isPdf = receipt.mimeType === 'application/pdf';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="md:max-w-4xl max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:rounded-none max-md:border-0">
        <DialogHeader>
          <DialogTitle>{t('receipts.viewer.title', { vendor: receipt.vendorName })}</DialogTitle>
          <DialogDescription>
            {t('receipts.viewer.description', {
              amount: formatCents(receipt.amountCents, language),
              date: formatDay(receipt.receiptDate, language),
            })}
          </DialogDescription>
        </DialogHeader>
        {receipt.fileUrl && !isPdf && (
          <img
            src={receipt.fileUrl}
            alt={t('receipts.viewer.photoAlt', { vendor: receipt.vendorName })}
            className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-md object-contain"
          />
        )}
        {receipt.fileUrl && (
          <a
            href={receipt.fileUrl}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: isPdf ? 'default' : 'outline', className: 'justify-self-start' })}
          >
            <ExternalLink aria-hidden />
            {t(isPdf ? 'receipts.viewer.openPdf' : 'receipts.viewer.openPhoto')}
            <span className="sr-only">{t('receipts.viewer.newTab')}</span>
          </a>
        )}
      </DialogContent>
    </Dialog>
  );
}
