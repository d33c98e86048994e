import type { Takeoff } from '../../../shared/takeoff.ts';
import { Card } from '../../components/ui/Card.tsx';
import { useI18n } from '../../lib/i18n.ts';

/**
 * What to order, per product: whole boxes, and installed beside ordered square feet, so that the
 * client sees where the extra comes from. Then trim pieces and the measurement's totals.
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
                {p.boxes !== null && (
                  <p className="text-xl font-bold tabular-nums">
                    {p.boxes === 1
                      ? t('measurements.figures.oneBox')
                      : t('measurements.figures.boxes', { count: p.boxes })}
                  </p>
                )}
              </div>
              <SideBySide installed={sq(p.installedSqFt)} ordered={sq(p.orderedSqFt)} />
              <p className="text-sm text-muted-foreground">
                {t('measurements.figures.withWaste')}: {sq(p.withWasteSqFt)}
                {p.boxes !== null && p.coverageSqFt !== null && (
                  <> · {t('measurements.figures.boxesOf', { count: p.boxes, coverage: p.coverageSqFt })}</>
                )}
              </p>
              {p.carpet && (
                <p className="text-sm text-muted-foreground">
                  {t('measurements.figures.drops', {
                    drops: p.carpet.drops,
                    seams: p.carpet.seams,
                    yd: p.carpet.linearYd,
                    sqYd: p.carpet.sqYd,
                  })}
                </p>
              )}
            </section>
          ))}
          {takeoff.trims.map((trim) => (
            <section key={trim.productId} className="space-y-1 rounded-md border border-border p-3">
              <h3 className="font-semibold">{trim.name}</h3>
              <p className="text-sm tabular-nums">
                {lf(trim.trimLf)} → {lf(trim.withWasteLf)}
                {trim.pieces !== null && trim.pieceLengthFt !== null && (
                  <> · {t('measurements.figures.pieces', { count: trim.pieces, length: trim.pieceLengthFt })}</>
                )}
              </p>
            </section>
          ))}
          <section className="space-y-2" data-testid="measurement-total">
            <h3 className="font-semibold">{t('measurements.totals.all')}</h3>
            <SideBySide installed={sq(totals.installedSqFt)} ordered={sq(totals.orderedSqFt)} />
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('measurements.figures.withWaste')}: {sq(totals.withWasteSqFt)} · {t('measurements.figures.trim')}:{' '}
              {lf(totals.trimLf)} · {t('measurements.figures.transitions')}: {totals.transitions}
            </p>
            {totals.stairs.treads > 0 && (
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
