import type { OrderQuantity, Takeoff } from '../../../shared/takeoff.ts';
import { Card } from '../../components/ui/Card.tsx';
import { translate, useI18n } from '../../lib/i18n.ts';
import { CarpetFigures } from './RoomCard.tsx';

/**
 * What to order, per product, in the unit it is sold by (linear yards off the roll, boxes, tiles…),
 * and installed beside ordered square feet, so that the client sees where the extra comes from.
 * Then pad, trim, transitions and stair parts, and the measurement's totals.
 */
export function TotalsPanel({ takeoff }: { takeoff: Takeoff }) {
  const { t } = useI18n();
  const sq = (value: string) => t('measurements.figures.sqFt', { value });
  const lf = (value: string) => t('measurements.figures.lf', { value });
  const { totals } = takeoff;
  return (
    <Card className="gap-4 p-4" role="region" aria-labelledby="measurement-totals">
      <h2 id="measurement-totals" className="text-lg font-semibold">
        {t('measurements.totals.title')}
      </h2>
      {takeoff.rooms.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('measurements.totals.empty')}</p>
      ) : (
        <>
          {takeoff.products.map((p) => (
            <section
              key={p.productId}
              data-testid="product-total"
              className="space-y-2 rounded-md border border-border p-3"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{p.name}</h3>
                <Order order={p.order} unit={p.unit} />
              </div>
              <SideBySide installed={sq(p.installedSqFt)} ordered={sq(p.orderedSqFt)} />
              <p className="text-sm text-muted-foreground">
                {t('measurements.figures.withWaste')}: {sq(p.withWasteSqFt)}
                {p.boxes !== null && p.coverageSqFt !== null && (
                  <> · {t('measurements.figures.boxesOf', { count: p.boxes, coverage: p.coverageSqFt })}</>
                )}
              </p>
              {p.tiles && (
                <p className="text-sm text-muted-foreground" data-testid="tile-figures">
                  {t('measurements.figures.tiles', { tiles: p.tiles.tiles, nominal: p.tiles.tilesNominal })}
                  {p.tiles.boxes !== null && (
                    <>
                      {' · '}
                      {t('measurements.figures.tileBoxes', {
                        boxes: p.tiles.boxes,
                        perBox: p.tiles.tilesPerBox ?? '',
                        nominal: p.tiles.boxesNominal ?? '',
                      })}
                    </>
                  )}
                </p>
              )}
              {p.carpet && <CarpetFigures carpet={p.carpet} />}
            </section>
          ))}
          {takeoff.pads.map((pad) => (
            <section key={pad.productId} className="space-y-1 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{pad.name}</h3>
                <Order order={pad.order} unit={pad.unit} />
              </div>
              <p className="text-sm tabular-nums">
                {sq(pad.installedSqFt)} → {sq(pad.withWasteSqFt)}
              </p>
            </section>
          ))}
          {takeoff.trims.map((trim) => (
            <section key={trim.productId} className="space-y-1 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{trim.name}</h3>
                <Order order={trim.order} unit={trim.unit} />
              </div>
              <p className="text-sm tabular-nums">
                {lf(trim.trimLf)} → {lf(trim.withWasteLf)}
                {trim.pieces !== null && trim.pieceLengthFt !== null && (
                  <> · {t('measurements.figures.pieces', { count: trim.pieces, length: trim.pieceLengthFt })}</>
                )}
              </p>
            </section>
          ))}
          {takeoff.parts.map((part) => (
            <section
              key={`${part.part}-${part.productId}`}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border border-border p-3"
            >
              <h3 className="font-semibold">
                {part.name} · {counted(`measurements.parts.${part.part}`, part.count)}
              </h3>
              <Order order={part.order} unit={part.unit} />
            </section>
          ))}
          <section className="space-y-2" data-testid="measurement-total">
            <h3 className="font-semibold">{t('measurements.totals.all')}</h3>
            <SideBySide installed={sq(totals.installedSqFt)} ordered={sq(totals.orderedSqFt)} />
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('measurements.figures.withWaste')}: {sq(totals.withWasteSqFt)} · {t('measurements.figures.trim')}:{' '}
              {lf(totals.trimLf)} · {t('measurements.figures.transitions')}: {totals.transitions}
            </p>
            {totals.stairs.risers > 0 && (
              <p className="text-sm text-muted-foreground">{t('measurements.figures.noses', { ...totals.stairs })}</p>
            )}
            {totals.boxes > 0 && <p className="text-sm text-muted-foreground">{t('measurements.totals.why')}</p>}
          </section>
        </>
      )}
    </Card>
  );
}

function SideBySide({ installed, ordered }: { installed: string; ordered: string }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div className="rounded-md bg-muted p-2">
        <dt className="text-sm text-muted-foreground">{t('measurements.figures.installed')}</dt>
        <dd className="text-lg font-semibold tabular-nums">{installed}</dd>
      </div>
      <div className="rounded-md bg-info-soft p-2">
        <dt className="text-sm text-info-text">{t('measurements.figures.ordered')}</dt>
        <dd className="text-lg font-semibold tabular-nums">{ordered}</dd>
      </div>
    </dl>
  );
}

/** "1 box", "3 boxes": a text with a `one` and an `other` form. */
function counted(key: string, count: number | string): string {
  return translate(`${key}.${Number(count) === 1 ? 'one' : 'other'}`, { count });
}

/** A unit's name for a quantity of it; a unit the page does not know shows as stored. */
function unitName(unit: string, quantity: number | string): string {
  const key = `measurements.units.${unit}.${Number(quantity) === 1 ? 'one' : 'other'}`;
  const text = translate(key);
  return text === key ? unit : text;
}

/** The quantity to order in the product's unit; one the takeoff could not put in it says so. */
function Order({ order, unit }: { order: OrderQuantity; unit: string }) {
  const { t } = useI18n();
  return (
    <div className="text-right">
      <p className="text-xl font-bold tabular-nums" data-testid="order-quantity">
        {order.quantity} {unitName(order.unit, order.quantity)}
      </p>
      {!order.inSellingUnit && (
        <p className="text-sm text-danger-text">{t('measurements.figures.checkUnit', { unit: unitName(unit, 1) })}</p>
      )}
    </div>
  );
}
