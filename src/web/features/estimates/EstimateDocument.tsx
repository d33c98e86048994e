import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../components/ui/Table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay, formatDocumentPrice } from '../../../shared/format.ts';
import { formatDate, formatDecimal } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Estimate, EstimateOption, EstimateTotals } from './api.ts';
import { unitName } from './format.ts';

/**
 * An estimate as its client reads it (the preview, and the editor's read-only view): who it is
 * from and for, each option's lines and totals, notes and terms. `showCosts` adds each line's cost
 * and margin for the members who may see them (the API sends null to the others).
 */
export function EstimateDocument({
  estimate,
  companyName,
  showCosts = false,
}: {
  estimate: Estimate;
  companyName?: string;
  showCosts?: boolean;
}) {
  const { t, language } = useI18n();
  const client = [estimate.clientName, estimate.clientEmail, estimate.clientPhone, estimate.siteAddress].filter(
    Boolean,
  );
  return (
    <article className="space-y-6 rounded-xl border border-border bg-card p-4 sm:p-8" data-testid="estimate-document">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {companyName && <p className="text-lg font-semibold">{companyName}</p>}
          <h2 className="text-2xl font-semibold">{estimate.title}</h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('estimates.doc.number')}</dt>
          <dd className="font-mono">{estimate.displayNumber}</dd>
          <dt className="text-muted-foreground">{t('estimates.doc.date')}</dt>
          <dd>{formatDate(estimate.sentAt ?? estimate.createdAt, language)}</dd>
          <dt className="text-muted-foreground">{t('estimates.doc.validUntil')}</dt>
          <dd>{formatDay(estimate.validUntil, language)}</dd>
        </dl>
      </header>
      {client.length > 0 && (
        <section>
          <h3 className="text-sm font-semibold text-muted-foreground">{t('estimates.doc.preparedFor')}</h3>
          {client.map((line) => (
            <p key={line} className="text-sm break-words">
              {line}
            </p>
          ))}
        </section>
      )}
      {estimate.options.map((option) => (
        <OptionBlock
          key={option.id}
          option={option}
          named={estimate.options.length > 1}
          chosen={estimate.selectedOptionId === option.id}
          showCosts={showCosts}
        />
      ))}
      {estimate.notes && <TextBlock title={t('estimates.fields.notes')} text={estimate.notes} />}
      {estimate.terms && <TextBlock title={t('estimates.fields.terms')} text={estimate.terms} />}
    </article>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </section>
  );
}

function OptionBlock({
  option,
  named,
  chosen,
  showCosts,
}: {
  option: EstimateOption;
  named: boolean;
  chosen: boolean;
  showCosts: boolean;
}) {
  const { t, language } = useI18n();
  const hasOptional = option.lines.some((l) => l.optional);
  return (
    <section className="space-y-3" aria-label={option.name}>
      {named && (
        <h3 className="text-lg font-semibold">
          {option.name}
          {chosen && <span className="ml-2 text-sm font-medium text-success-text">{t('estimates.doc.chosen')}</span>}
        </h3>
      )}
      {option.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('estimates.doc.noLines')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table className="min-w-[36rem]">
            <TableHeader>
              <tr>
                <TableHead>{t('estimates.doc.description')}</TableHead>
                <TableHead numeric>{t('estimates.doc.quantity')}</TableHead>
                <TableHead>{t('estimates.doc.unit')}</TableHead>
                <TableHead numeric>{t('estimates.doc.unitPrice')}</TableHead>
                <TableHead numeric>{t('estimates.doc.amount')}</TableHead>
                {showCosts && <TableHead numeric>{t('estimates.lines.margin')}</TableHead>}
              </tr>
            </TableHeader>
            <TableBody>
              {option.lines.map((line) => (
                <tr key={line.id}>
                  <TableCell className="align-top">
                    {line.description}
                    {line.optional && (
                      <span className="ml-2 text-xs font-medium text-info-text">{t('estimates.doc.optional')}</span>
                    )}
                  </TableCell>
                  <TableCell numeric className="align-top">
                    {formatDecimal(line.quantity, language)}
                    {line.coveredSqFt && (
                      <span className="block text-xs text-muted-foreground">
                        {t('estimates.doc.covers', { sqft: formatDecimal(line.coveredSqFt, language) })}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="align-top">{unitName(line.unit)}</TableCell>
                  <TableCell numeric className="align-top">
                    {formatDocumentPrice(line.unitPrice, line.unit, language)}
                  </TableCell>
                  <TableCell numeric className="align-top">
                    {formatCents(line.amountCents, language)}
                  </TableCell>
                  {showCosts && (
                    <TableCell numeric className="align-top">
                      {line.marginCents === null ? t('estimates.none') : formatCents(line.marginCents, language)}
                    </TableCell>
                  )}
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <TotalsList totals={option.totals} showCosts={showCosts} />
      {hasOptional && (
        <p className="text-right text-sm text-muted-foreground">
          {t('estimates.totals.withOptional', { total: formatCents(option.totalsWithOptional.totalCents, language) })}
        </p>
      )}
    </section>
  );
}

/** Subtotal, discount, tax, total and deposit (and the margin for members who see costs). */
export function TotalsList({ totals, showCosts }: { totals: EstimateTotals; showCosts: boolean }) {
  const { t, language } = useI18n();
  const rows: [string, number | null, boolean?][] = [
    ['subtotal', totals.subtotalCents],
    ...(totals.discountCents ? [['discount', -totals.discountCents] as [string, number]] : []),
    ...(totals.taxCents ? [['tax', totals.taxCents] as [string, number]] : []),
    ['total', totals.totalCents, true],
    ...(totals.depositCents ? [['deposit', totals.depositCents] as [string, number]] : []),
    ...(showCosts ? [['margin', totals.marginCents] as [string, number | null]] : []),
  ];
  return (
    <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([key, cents, strong]) => (
        <div key={key} className={cn('contents', strong && 'font-semibold')}>
          <dt className={strong ? undefined : 'text-muted-foreground'}>{t(`estimates.totals.${key}`)}</dt>
          <dd className="text-right tabular-nums">
            {cents === null ? t('estimates.none') : formatCents(cents, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
