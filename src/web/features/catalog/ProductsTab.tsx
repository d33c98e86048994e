import { Download, Package, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CATALOG_CATEGORIES, type CatalogCategory, type CatalogProductFilters } from '../../../shared/catalog.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { ListTable, PagedList, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { formatGroutJoint, formatLength } from '../../../shared/takeoff.ts';
import { cn } from '../../lib/cn.ts';
import { formatDecimal, formatUnitPrice, plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { catalogApi, type CatalogProduct } from './api.ts';
import { useCanEditCatalog } from './format.ts';
import { ActionsCell, NameCell, useArchiving } from './RowParts.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';
import { useProducts, useSupplierOptions } from './queries.ts';

const WITH_COST =
  'md:grid-cols-[minmax(12rem,2fr)_minmax(8rem,1fr)_minmax(6rem,0.8fr)_minmax(8rem,1fr)_minmax(8rem,1fr)_minmax(6rem,0.8fr)_minmax(10rem,1.4fr)_5.5rem]';
const WITHOUT_COST =
  'md:grid-cols-[minmax(12rem,2fr)_minmax(8rem,1fr)_minmax(6rem,0.8fr)_minmax(8rem,1fr)_minmax(8rem,1fr)_minmax(10rem,1.4fr)]';

/** The products: search, category, supplier and archived filters, a table (cards on phones), CSV in and out. */
export function ProductsTab() {
  const { t } = useI18n();
  const canEdit = useCanEditCatalog();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CatalogCategory | ''>('');
  const [supplierId, setSupplierId] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const filters: CatalogProductFilters = {
    ...(q && { q }),
    ...(category && { category }),
    ...(supplierId && { supplierId }),
    status: showArchived ? 'all' : 'active',
  };
  const list = useProducts(filters);
  const suppliers = useSupplierOptions();
  useErrorToast(list.isError, list.errorUpdatedAt, t('catalog.loadFailed'));
  const products = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? undefined;
  const filtered = !!(q || category || supplierId);
  const clear = () => {
    setSearch('');
    setCategory('');
    setSupplierId('');
  };

  const [editing, setEditing] = useState<CatalogProduct | 'new' | null>(null);
  const { archive, restore, confirm } = useArchiving<CatalogProduct>('product');
  const [importing, setImporting] = useState(false);
  const newButton = canEdit && (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      {t('catalog.newProduct')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
          {total !== undefined ? plural(t, 'catalog.count', total) : '\u00a0'}
        </p>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden />
              {t('catalog.csv.import')}
            </Button>
          )}
          <Button variant="outline" asChild>
            <a href={catalogApi.exportUrl(filters)} download title={t('catalog.csv.exportHint')}>
              <Download aria-hidden />
              {t('catalog.csv.export')}
            </a>
          </Button>
          {newButton}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('catalog.search.products')}
          placeholder={t('catalog.search.productsPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-64"
        />
        <NativeSelect
          aria-label={t('catalog.filters.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as CatalogCategory | '')}
          className="w-full sm:w-52"
        >
          <option value="">{t('catalog.filters.allCategories')}</option>
          {CATALOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`catalog.categories.${c}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('catalog.filters.supplier')}
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
          className="w-full sm:w-52"
        >
          <option value="">{t('catalog.filters.allSuppliers')}</option>
          {(suppliers.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
          <Checkbox checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />
          {t('catalog.filters.showArchived')}
        </label>
      </div>

      <PagedList
        list={list}
        count={products.length}
        skeleton={
          <TableSkeleton
            rows={5}
            cells={
              <>
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-1/5 max-md:hidden" />
                <Skeleton className="h-4 flex-1" />
              </>
            }
          />
        }
        loadFailed={t('catalog.loadFailed')}
        empty={
          <ListEmpty filtered={filtered} icon={Package} texts="catalog.empty" onClear={clear}>
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('catalog.showing', { shown: products.length, total }) : null}
        loadMore={t('catalog.loadMore')}
      >
        <ProductTable
          products={products}
          canEdit={canEdit}
          onEdit={setEditing}
          onArchive={archive}
          onRestore={restore}
        />
      </PagedList>

      {canEdit && (
        <ProductFormDialog
          key={editing === 'new' ? 'new' : editing?.id}
          open={editing !== null}
          product={editing === 'new' || editing === null ? undefined : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {canEdit && importing && <ImportDialog open onOpenChange={setImporting} />}
      {confirm}
    </div>
  );
}

function ProductTable({
  products,
  canEdit,
  onEdit,
  onArchive,
  onRestore,
}: {
  products: CatalogProduct[];
  canEdit: boolean;
  onEdit: (product: CatalogProduct) => void;
  onArchive: (product: CatalogProduct) => void;
  onRestore: (product: CatalogProduct) => void;
}) {
  const { t } = useI18n();
  const columns = cn(TABLE_GRID, canEdit ? WITH_COST : WITHOUT_COST);
  return (
    <ListTable
      label={t('catalog.table.products')}
      minWidth={canEdit ? 'md:min-w-[64rem]' : 'md:min-w-[52rem]'}
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('catalog.table.name')}</div>
          <div role="columnheader">{t('catalog.table.category')}</div>
          <div role="columnheader">{t('catalog.table.sku')}</div>
          <div role="columnheader">{t('catalog.table.supplier')}</div>
          <div role="columnheader">{t('catalog.table.price')}</div>
          {canEdit && <div role="columnheader">{t('catalog.table.cost')}</div>}
          <div role="columnheader">{t('catalog.table.details')}</div>
          {canEdit && (
            <div role="columnheader">
              <span className="sr-only">{t('catalog.table.actions')}</span>
            </div>
          )}
        </>
      }
    >
      {products.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          columns={columns}
          canEdit={canEdit}
          onEdit={() => onEdit(product)}
          onArchive={() => onArchive(product)}
          onRestore={() => onRestore(product)}
        />
      ))}
    </ListTable>
  );
}

function ProductRow({
  product,
  columns,
  canEdit,
  onEdit,
  onArchive,
  onRestore,
}: {
  product: CatalogProduct;
  columns: string;
  canEdit: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const { t, language } = useI18n();
  const none = <span className="text-muted-foreground">{t('catalog.none')}</span>;
  const unit = t(`catalog.units.${product.unit}`);
  const meta = 'text-sm max-md:text-xs max-md:text-muted-foreground';
  const details = [
    product.coveragePerBox && t('catalog.coverage', { value: formatDecimal(product.coveragePerBox, language, 2) }),
    product.pieceLength && t('catalog.pieceLength', { value: formatDecimal(product.pieceLength, language, 2) }),
    product.rollWidth && t('catalog.rollWidth', { width: formatLength(product.rollWidth) }),
    product.tileLength &&
      product.tileWidth &&
      t('catalog.tile', {
        size: `${formatLength(product.tileLength)} × ${formatLength(product.tileWidth)}`,
        joint: formatGroutJoint(product.groutJoint ?? 0),
      }),
    product.tilesPerBox && t('catalog.tilesPerBox', { count: product.tilesPerBox }),
    product.laborRatePerSqFt && t('catalog.laborRate', { price: formatUnitPrice(product.laborRatePerSqFt, language) }),
    product.defaultWastePercent &&
      t('catalog.waste', { value: formatDecimal(product.defaultWastePercent, language, 2) }),
  ].filter(Boolean);
  return (
    <div
      role="row"
      data-testid="product-row"
      className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
    >
      <NameCell record={product} />
      <div role="cell" className={meta}>
        {t(`catalog.categories.${product.category}`)}
      </div>
      <div role="cell" className={cn(meta, 'font-mono')}>
        {product.sku ?? none}
      </div>
      <div role="cell" className={cn(meta, 'min-w-0 truncate')}>
        {product.supplierName ?? none}
      </div>
      <div role="cell" className="text-sm font-medium tabular-nums max-md:basis-full">
        {t('catalog.perUnit', { price: formatUnitPrice(product.price, language), unit })}
      </div>
      {canEdit && (
        <div role="cell" className={cn(meta, 'tabular-nums')}>
          <span className="md:hidden">{t('catalog.table.cost')}: </span>
          {product.cost !== null ? formatUnitPrice(product.cost, language) : none}
        </div>
      )}
      <div role="cell" className={cn(meta, 'max-md:basis-full')}>
        {details.length ? details.join(' · ') : none}
      </div>
      {canEdit && <ActionsCell record={product} onEdit={onEdit} onArchive={onArchive} onRestore={onRestore} />}
    </div>
  );
}
