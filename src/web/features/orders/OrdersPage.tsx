import { Package, Plus, Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_LIMITS } from '../../../shared/orders.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { ListTable, PagedList, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Input } from '../../components/ui/Input.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDay } from '../../../shared/format.ts';
import { formatMoney, plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import type { OrderSummary } from './api.ts';
import { NewOrderDialog } from './NewOrderDialog.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useOrderPermissions, useOrders } from './queries.ts';
import { orderPath } from '../../page-paths.ts';
import { ORDERS_PATH } from './rules.ts';

const COLUMNS = 'md:grid-cols-[7rem_minmax(10rem,1.5fr)_minmax(10rem,1.5fr)_10rem_8rem_minmax(7rem,1fr)]';

/**
 * /dashboard/tools/orders: the material orders, newest first (cards on phones), with search and
 * "New order". `incoming` (/dashboard/materials): only those placed and not complete, what is coming.
 */
export default function OrdersPage({ incoming = false }: { incoming?: boolean }) {
  useDocumentTitle(incoming ? 'titles.materials' : 'titles.orders');
  const { t } = useI18n();
  const { canWrite } = useOrderPermissions();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim().slice(0, ORDER_LIMITS.search), 300);
  const list = useOrders({ ...(q && { q }), ...(incoming && { incoming }) });
  useErrorToast(list.isError, list.errorUpdatedAt, t('orders.loadFailed'));
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? undefined;
  const [creating, setCreating] = useNewParam(canWrite && !incoming);
  const texts = incoming ? 'orders.materials' : 'orders';

  const newButton = canWrite && !incoming && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('orders.newOrder')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t(`${texts}.title`)}</h1>
          <p className="text-sm text-muted-foreground">{t(`${texts}.subtitle`)}</p>
        </div>
        {incoming ? (
          <Link to={ORDERS_PATH} className={buttonVariants({ variant: 'outline' })}>
            <Package aria-hidden />
            {t('orders.materials.allOrders')}
          </Link>
        ) : (
          newButton
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
        <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
          {total !== undefined ? plural(t, 'orders.count', total) : '\u00a0'}
        </p>
      </div>

      <PagedList
        list={list}
        count={orders.length}
        skeleton={
          <TableSkeleton
            rows={5}
            cells={
              <>
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20 max-md:hidden" />
              </>
            }
          />
        }
        loadFailed={t('orders.loadFailed')}
        empty={
          <ListEmpty
            filtered={!!q}
            icon={incoming ? Truck : Package}
            texts="orders.empty"
            keys={{ title: `${texts}.empty.title`, body: `${texts}.empty.body` }}
            onClear={() => setSearch('')}
          >
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('orders.showing', { shown: orders.length, total }) : null}
        loadMore={t('orders.loadMore')}
      >
        <OrderTable orders={orders} label={t(`${texts}.title`)} />
      </PagedList>

      {canWrite && !incoming && <NewOrderDialog open={creating} onOpenChange={setCreating} />}
    </div>
  );
}

function OrderTable({ orders, label }: { orders: OrderSummary[]; label: string }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={label}
      minWidth="md:min-w-[52rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('orders.table.number')}</div>
          <div role="columnheader">{t('orders.table.supplier')}</div>
          <div role="columnheader">{t('orders.table.job')}</div>
          <div role="columnheader">{t('orders.table.status')}</div>
          <div role="columnheader">{t('orders.table.expected')}</div>
          <div role="columnheader" className="md:text-right">
            {t('orders.table.total')}
          </div>
        </>
      }
    >
      {orders.map((order) => (
        <div
          key={order.id}
          role="row"
          data-testid="order-row"
          className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
        >
          <div role="cell" className="max-md:basis-full">
            <Link
              to={orderPath(order.id)}
              className="font-mono font-medium text-primary-text underline-offset-4 hover:underline"
            >
              {order.displayNumber}
            </Link>
          </div>
          <div role="cell" className="min-w-0 truncate text-sm">
            {order.supplierName ?? <span className="text-muted-foreground">{t('orders.noSupplier')}</span>}
          </div>
          <div role="cell" className="min-w-0 truncate text-sm max-md:text-muted-foreground">
            {order.jobTitle ?? <span className="text-muted-foreground">{t('orders.none')}</span>}
          </div>
          <div role="cell">
            <OrderStatusBadge status={order.status} />
          </div>
          <div role="cell" className="text-sm text-muted-foreground">
            <span className="md:hidden">{t('orders.table.expected')}: </span>
            {order.expectedOn ? formatDay(order.expectedOn, language) : t('orders.none')}
          </div>
          <div role="cell" className="text-sm font-medium tabular-nums md:text-right">
            {order.totalCents !== null ? formatMoney(order.totalCents / 100, language) : ''}
          </div>
        </div>
      ))}
    </ListTable>
  );
}
