import { ArrowLeft, Check, CloudOff, LoaderCircle, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MeasurementDraft } from '../../../shared/measurement-inputs.ts';
import { CATALOG_CATEGORIES } from '../../../shared/catalog.ts';
import {
  FLOOR_CATEGORIES,
  MEASUREMENT_RECORD_LIMITS,
  PAD_CATEGORIES,
  TRIM_CATEGORIES,
} from '../../../shared/measurements.ts';
import {
  MEASUREMENT_LIMITS,
  computeTakeoff,
  newRoom,
  roomProductIds,
  type RoomInput,
  type TakeoffProduct,
  takeoffProductOf,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { CatalogProduct, Measurement } from './api.ts';
import { useAutosave, type SaveStatus } from './autosave.ts';
import { roomErrors } from './messages.ts';
import { useCatalogProducts, useMeasurement } from './queries.ts';
import { RoomCard } from './RoomCard.tsx';
import { TotalsPanel } from './TotalsPanel.tsx';

const LIST = '/dashboard/tools/measurements';

/**
 * /dashboard/measurements/:id, full screen: a measurement taken on site with a phone in one hand.
 * Rooms as cards, their figures and sketch as they are typed, the order per product below, and
 * every change saved by itself.
 */
export default function MeasurementPage() {
  useDocumentTitle('titles.measurement');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const query = useMeasurement(id);

  return (
    <div className="min-h-dvh bg-background">
      {query.data ? (
        // Keyed by id: another measurement starts from its own rooms.
        <Editor key={query.data.id} measurement={query.data} />
      ) : (
        <>
          <TopBar>
            <BackLink />
          </TopBar>
          <main className="mx-auto max-w-2xl space-y-3 p-3">
            {query.isError ? (
              <LoadError
                message={t(isNotFound(query.error) ? 'measurements.page.notFound' : 'measurements.page.loadFailed')}
                onRetry={() => query.refetch()}
                retrying={query.isFetching}
              />
            ) : (
              <>
                <h1 className="sr-only">{t('titles.measurement')}</h1>
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-64 w-full" />
              </>
            )}
          </main>
        </>
      )}
    </div>
  );
}

function TopBar({ children }: { children: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center gap-2 p-2">{children}</div>
    </header>
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Button asChild variant="ghost" size="icon" className="size-12">
      <Link to={LIST} aria-label={t('measurements.page.back')}>
        <ArrowLeft aria-hidden />
      </Link>
    </Button>
  );
}

/** What the takeoff needs of the catalog (the server reads the same columns). */
const toTakeoffProducts = (products: CatalogProduct[]) =>
  Object.fromEntries(products.map((p): [string, TakeoffProduct] => [p.id, takeoffProductOf(p)]));

function Editor({ measurement }: { measurement: Measurement }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<MeasurementDraft>(() => ({
    name: measurement.name,
    rooms: measurement.rooms,
  }));
  const { status, errors, saveNow } = useAutosave(measurement.id, draft);
  const products = useCatalogProducts();
  const catalog = useMemo(() => products.data ?? [], [products.data]);
  // Offered: active products of the right kind, and whatever a room already uses.
  const used = new Set(draft.rooms.flatMap(roomProductIds));
  const offered = (categories: readonly string[]) =>
    catalog.filter((p) => categories.includes(p.category) && (!p.archivedAt || used.has(p.id)));
  const floorProducts = offered(FLOOR_CATEGORIES);
  const trimProducts = offered(TRIM_CATEGORIES);
  const padProducts = offered(PAD_CATEGORIES);
  // Treads and risers come from any product but labor (a hardwood sold each, a stair tread kit…).
  const stairProducts = offered(CATALOG_CATEGORIES.filter((c) => c !== 'labor'));

  const productMap = useMemo(() => toTakeoffProducts(catalog), [catalog]);
  // Before the catalog arrives, the server's takeoff names the products.
  const takeoff = useMemo(() => {
    const { products, trims, pads = [], parts = [] } = measurement.takeoff;
    const names = Object.fromEntries(
      [...products, ...trims, ...pads, ...parts].map((p): [string, TakeoffProduct] => [
        p.productId,
        {
          name: p.name,
          unit: p.unit,
          coverageSqFt: 'coverageSqFt' in p ? (p.coverageSqFt as string | null) : null,
          pieceLengthFt: 'pieceLengthFt' in p ? (p.pieceLengthFt as string | null) : null,
        },
      ]),
    );
    return computeTakeoff(draft.rooms, { ...names, ...productMap });
  }, [draft.rooms, productMap, measurement.takeoff]);

  const setRoom = (index: number, room: RoomInput) =>
    setDraft((d) => ({ ...d, rooms: d.rooms.map((r, i) => (i === index ? room : r)) }));
  const addRoom = () =>
    setDraft((d) => ({
      ...d,
      rooms: [...d.rooms, newRoom(t('measurements.page.roomName', { n: d.rooms.length + 1 }))],
    }));
  const removeRoom = (index: number) => {
    const room = draft.rooms[index];
    if (room && !window.confirm(t('measurements.room.removeConfirm', { name: room.name }))) return;
    setDraft((d) => ({ ...d, rooms: d.rooms.filter((_, i) => i !== index) }));
  };

  return (
    <>
      <TopBar>
        <BackLink />
        <h1 className="sr-only">{draft.name || t('titles.measurement')}</h1>
        <Input
          className="h-12 flex-1 text-lg font-semibold md:text-lg"
          aria-label={t('measurements.page.name')}
          aria-invalid={errors.name || !draft.name.trim() ? true : undefined}
          maxLength={MEASUREMENT_RECORD_LIMITS.name}
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
        <SaveState status={status} onRetry={saveNow} />
      </TopBar>
      <main className="mx-auto max-w-2xl space-y-3 p-3 pb-24">
        {draft.rooms.length === 0 && (
          <div className="rounded-xl border border-dashed border-border p-6 text-center">
            <p className="font-medium">{t('measurements.page.noRooms')}</p>
            <p className="text-sm text-muted-foreground">{t('measurements.page.noRoomsHint')}</p>
          </div>
        )}
        {draft.rooms.map((room, index) => (
          <RoomCard
            // Rooms have no id: their place is their identity while the page is open.
            key={index}
            room={room}
            index={index}
            figures={takeoff.rooms[index]}
            floorProducts={floorProducts}
            trimProducts={trimProducts}
            padProducts={padProducts}
            stairProducts={stairProducts}
            errors={roomErrors(errors, index)}
            onChange={(next) => setRoom(index, next)}
            onRemove={() => removeRoom(index)}
          />
        ))}
        <Button
          className="h-14 w-full text-base"
          onClick={addRoom}
          disabled={draft.rooms.length >= MEASUREMENT_LIMITS.rooms}
        >
          <Plus aria-hidden />
          {t('measurements.page.addRoom')}
        </Button>
        <TotalsPanel takeoff={takeoff} />
      </main>
    </>
  );
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useI18n();
  const trouble = status === 'failed' || status === 'offline' || status === 'incomplete';
  return (
    <div className="flex shrink-0 items-center gap-1">
      <p
        role="status"
        data-testid="save-status"
        data-status={status}
        className={cn(
          'flex max-w-32 items-center gap-1 text-sm',
          trouble ? 'text-danger-text' : 'text-muted-foreground',
        )}
      >
        {status === 'saving' && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {status === 'saved' && <Check aria-hidden className="size-4" />}
        {status === 'offline' && <CloudOff aria-hidden className="size-4" />}
        <span>{t(`measurements.save.${status}`)}</span>
      </p>
      {(status === 'failed' || status === 'offline') && (
        <Button variant="outline" className="h-11" onClick={onRetry}>
          {t('measurements.save.retry')}
        </Button>
      )}
    </div>
  );
}
