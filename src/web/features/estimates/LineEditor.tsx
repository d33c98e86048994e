import { useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off, PackageSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ESTIMATE_LIMITS, LINE_KINDS, type LineKind } from '../../../shared/estimates.ts';
import type { LineTotals } from '../../../shared/money.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { ItemControls } from '../../components/ui/ItemControls.tsx';
import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { catalogApi, catalogKeys, type CatalogProduct } from '../catalog/api.ts';
import { useProducts } from '../catalog/queries.ts';
import { UnitSelect } from '../catalog/UnitSelect.tsx';
import { basisOfProduct, type UnitBasis } from '../../../shared/line-conversion.ts';
import { toast } from '../../lib/toast.ts';
import { editLine, lineFromProduct, type LineValues } from './form.ts';
import { unitName } from './format.ts';
import { formatCents } from '../../../shared/format.ts';
import { formatUnitPrice } from '../../lib/format.ts';

/**
 * One line of an option: a card with large inputs on phones, a two-row grid on wide screens.
 * `path` is its errors' prefix (`options.0.lines.2`); `totals` its live amount and margin.
 */
export function LineEditor({
  line,
  number,
  count,
  path,
  totals,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  line: LineValues;
  /** 1-based, for the controls' names ("Move line 2 up"). */
  number: number;
  count: number;
  path: string;
  totals: LineTotals | undefined;
  errorOf: (key: string) => string | undefined;
  onChange: (line: LineValues) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, language } = useI18n();
  const [picking, setPicking] = useState(false);
  const queryClient = useQueryClient();
  const set = <K extends keyof LineValues>(key: K, value: LineValues[K]) =>
    onChange(editLine(line, { ...line, [key]: value }));
  /** Another product on the line: its quantity converted from the linked product's sizes (read fresh). */
  const pick = async (product: CatalogProduct) => {
    setPicking(false);
    let previous: UnitBasis | null = null;
    if (line.productId && line.productId !== product.id) {
      const id = line.productId;
      previous = await queryClient
        .fetchQuery({ queryKey: catalogKeys.product(id), queryFn: () => catalogApi.product(id) })
        .then(basisOfProduct, () => null);
    } else if (line.productId === product.id) previous = basisOfProduct(product);
    const next = lineFromProduct(line, product, previous);
    onChange(next);
    if (line.quantity.trim() && !next.quantity) {
      toast.error(t('estimates.lines.quantityCleared', { number, unit: unitName(next.unit) }), {
        description: t('estimates.lines.quantityClearedBody'),
      });
    } else if (line.quantity.trim() && (next.quantity !== line.quantity || next.unit !== line.unit)) {
      toast.info(
        t('estimates.lines.quantityConverted', {
          number,
          from: `${line.quantity} ${unitName(line.unit)}`,
          to: `${next.quantity} ${unitName(next.unit)}`,
        }),
      );
    }
  };
  const text = (key: 'description' | 'quantity' | 'unitPrice' | 'unitCost') => ({
    value: line[key],
    'data-field': `${path}.${key}`,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  const big = 'max-md:h-12';

  return (
    <li
      data-testid="estimate-line"
      aria-label={t('estimates.lines.label', { number })}
      className="space-y-3 rounded-lg border border-border bg-background p-3"
    >
      <div className="grid gap-3 md:grid-cols-[9rem_minmax(0,1fr)_auto]">
        <Field label={t('estimates.lines.kind')} error={errorOf(`${path}.kind`)}>
          <NativeSelect
            className={big}
            value={line.kind}
            onChange={(event) => set('kind', event.target.value as LineKind)}
          >
            {LINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`estimates.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={t('estimates.lines.description')}
          error={errorOf(`${path}.description`) ?? errorOf(`${path}.productId`)}
        >
          <Input className={big} autoComplete="off" maxLength={ESTIMATE_LIMITS.description} {...text('description')} />
        </Field>
        <div className="flex items-end">
          <Button variant="outline" className={big} onClick={() => setPicking(true)}>
            <PackageSearch aria-hidden />
            {t('estimates.lines.fromCatalog')}
            <span className="sr-only">{t('estimates.lines.forLine', { number })}</span>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[7rem_8rem_8rem_8rem_minmax(0,1fr)]">
        <Field label={t('estimates.lines.quantity')} error={errorOf(`${path}.quantity`)}>
          <Input className={big} inputMode="decimal" autoComplete="off" {...text('quantity')} />
        </Field>
        <Field label={t('estimates.lines.unit')} error={errorOf(`${path}.unit`)}>
          <UnitSelect
            className={big}
            value={line.unit}
            onChange={(unit) => set('unit', unit)}
            none={t('estimates.none')}
            name={unitName}
          />
        </Field>
        <Field label={t('estimates.lines.unitPrice')} error={errorOf(`${path}.unitPrice`)}>
          <Input className={big} inputMode="decimal" autoComplete="off" {...text('unitPrice')} />
        </Field>
        <Field label={t('estimates.lines.unitCost')} error={errorOf(`${path}.unitCost`)}>
          <Input className={big} inputMode="decimal" autoComplete="off" {...text('unitCost')} />
        </Field>
        <div className="col-span-2 flex flex-wrap items-end gap-x-4 gap-y-2 md:col-span-1">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <Checkbox checked={line.optional} onChange={(event) => set('optional', event.target.checked)} />
            {t('estimates.lines.optional')}
          </label>
          {line.kind === 'other' && (
            <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
              <Checkbox checked={line.taxable} onChange={(event) => set('taxable', event.target.checked)} />
              {t('estimates.lines.taxable')}
            </label>
          )}
        </div>
      </div>
      {line.productId && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="line-product-link">
          <Link2 aria-hidden className="size-4" />
          {t('estimates.lines.linked')}
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...line, productId: null })}>
            <Link2Off aria-hidden />
            {t('estimates.lines.unlink')}
            <span className="sr-only">{t('estimates.lines.unlinkFor', { number })}</span>
          </Button>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
        <p className="text-sm tabular-nums" data-testid="line-amount">
          <span className="text-muted-foreground">{t('estimates.lines.amount')}: </span>
          <span className="font-medium">{totals ? formatCents(totals.amount, language) : t('estimates.none')}</span>
          {totals && totals.margin !== null && (
            <span className="ml-3 text-muted-foreground">
              {t('estimates.lines.marginValue', {
                margin: formatCents(totals.margin, language),
                percent: totals.marginPercent ?? '0',
              })}
            </span>
          )}
        </p>
        <ItemControls
          number={number}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          texts={{
            moveUp: t('estimates.lines.moveUp', { number }),
            moveUpShort: t('estimates.lines.moveUpShort'),
            moveDown: t('estimates.lines.moveDown', { number }),
            moveDownShort: t('estimates.lines.moveDownShort'),
            remove: t('estimates.lines.remove', { number }),
            removeShort: t('estimates.lines.removeShort'),
          }}
        />
      </div>
      {picking && <ProductPicker onClose={() => setPicking(false)} onPick={(product) => void pick(product)} />}
    </li>
  );
}

/** The catalog's active products, searched by name or SKU; a click fills the line. */
function ProductPicker({ onClose, onPick }: { onClose: () => void; onPick: (product: CatalogProduct) => void }) {
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = useProducts({ ...(q && { q }), status: 'active' });
  const products = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-4 md:max-w-xl max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:rounded-none">
        <DialogHeader>
          <DialogTitle>{t('estimates.picker.title')}</DialogTitle>
          <DialogDescription>{t('estimates.picker.description')}</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label={t('estimates.picker.search')}
          placeholder={t('estimates.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {list.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : list.isError ? (
          <p className="text-sm text-danger-text">{t('estimates.picker.failed')}</p>
        ) : products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('estimates.picker.empty')}</p>
        ) : (
          <ul className="max-h-[60dvh] divide-y divide-border overflow-y-auto rounded-md border border-border">
            {products.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center justify-between gap-2 px-3 py-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onPick(product)}
                >
                  <span className="font-medium">{product.name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatUnitPrice(product.price, language)} / {unitName(product.unit)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
