import { Plus, Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { ListTable, PagedList, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import type { Supplier } from './api.ts';
import { useCanEditCatalog } from './format.ts';
import { ActionsCell, NameCell, useArchiving } from './RowParts.tsx';
import { useSuppliers } from './queries.ts';
import { SupplierFormDialog } from './SupplierFormDialog.tsx';

const WITH_CONTACT = cn(
  TABLE_GRID,
  'md:grid-cols-[minmax(12rem,1.6fr)_minmax(9rem,1fr)_minmax(12rem,1.4fr)_minmax(9rem,1fr)_minmax(8rem,1fr)_5.5rem]',
);
// Who may not edit the catalog (a crew) gets the names only: the API leaves the contact and account out.
const NAME_ONLY = cn(TABLE_GRID, 'md:grid-cols-1');

/** The suppliers: search, show archived, a table (cards on phones), add, edit, archive. */
export function SuppliersTab() {
  const { t } = useI18n();
  const canEdit = useCanEditCatalog();
  const columns = canEdit ? WITH_CONTACT : NAME_ONLY;
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const list = useSuppliers({ ...(q && { q }), status: showArchived ? 'all' : 'active' });
  useErrorToast(list.isError, list.errorUpdatedAt, t('catalog.suppliersLoadFailed'));
  const suppliers = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const { archive, restore, confirm } = useArchiving<Supplier>('supplier');
  const newButton = canEdit && (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      {t('catalog.newSupplier')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Input
            type="search"
            aria-label={t('catalog.search.suppliers')}
            placeholder={t('catalog.search.suppliersPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full sm:w-64"
          />
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <Checkbox checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />
            {t('catalog.filters.showArchived')}
          </label>
        </div>
        {newButton}
      </div>

      <PagedList
        list={list}
        count={suppliers.length}
        skeleton={
          <TableSkeleton
            rows={4}
            cells={
              <>
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 flex-1" />
              </>
            }
          />
        }
        loadFailed={t('catalog.suppliersLoadFailed')}
        empty={
          <ListEmpty
            filtered={!!q}
            icon={Truck}
            texts="catalog.empty"
            keys={{
              title: 'catalog.empty.suppliersTitle',
              body: 'catalog.empty.suppliersBody',
              filteredTitle: 'catalog.empty.suppliersFilteredTitle',
            }}
          >
            {newButton}
          </ListEmpty>
        }
        showing={null}
        loadMore={t('catalog.loadMore')}
      >
        <ListTable
          label={t('catalog.table.suppliers')}
          minWidth={canEdit ? 'md:min-w-[56rem]' : ''}
          columns={columns}
          header={
            <>
              <div role="columnheader">{t('catalog.table.name')}</div>
              {canEdit && (
                <>
                  <div role="columnheader">{t('catalog.table.contact')}</div>
                  <div role="columnheader">{t('catalog.table.email')}</div>
                  <div role="columnheader">{t('catalog.table.phone')}</div>
                  <div role="columnheader">{t('catalog.table.accountNumber')}</div>
                  <div role="columnheader">
                    <span className="sr-only">{t('catalog.table.actions')}</span>
                  </div>
                </>
              )}
            </>
          }
        >
          {suppliers.map((supplier) => (
            <SupplierRow
              key={supplier.id}
              supplier={supplier}
              columns={columns}
              canEdit={canEdit}
              onEdit={() => setEditing(supplier)}
              onArchive={() => archive(supplier)}
              onRestore={() => restore(supplier)}
            />
          ))}
        </ListTable>
      </PagedList>

      {canEdit && (
        <SupplierFormDialog
          open={editing !== null}
          supplier={editing === 'new' || editing === null ? undefined : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {confirm}
    </div>
  );
}

function SupplierRow({
  supplier,
  columns,
  canEdit,
  onEdit,
  onArchive,
  onRestore,
}: {
  supplier: Supplier;
  columns: string;
  canEdit: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const { t } = useI18n();
  const none = <span className="text-muted-foreground">{t('catalog.none')}</span>;
  const meta = 'min-w-0 truncate text-sm max-md:text-xs max-md:text-muted-foreground';
  return (
    <div
      role="row"
      data-testid="supplier-row"
      className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
    >
      <NameCell record={supplier} />
      {canEdit && (
        <>
          <div role="cell" className={meta}>
            {supplier.contactName ?? none}
          </div>
          <div role="cell" className={meta}>
            {supplier.email ? (
              <a href={`mailto:${supplier.email}`} className="underline-offset-4 hover:underline">
                {supplier.email}
              </a>
            ) : (
              none
            )}
          </div>
          <div role="cell" className={meta}>
            {supplier.phone ? (
              <a href={`tel:${supplier.phone}`} className="underline-offset-4 hover:underline">
                {supplier.phone}
              </a>
            ) : (
              none
            )}
          </div>
          <div role="cell" className={cn(meta, 'font-mono')}>
            {supplier.accountNumber ?? none}
          </div>
          <ActionsCell record={supplier} onEdit={onEdit} onArchive={onArchive} onRestore={onRestore} />
        </>
      )}
    </div>
  );
}
