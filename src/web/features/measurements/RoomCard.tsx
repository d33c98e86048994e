import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  MEASUREMENT_LIMITS,
  formatLength,
  type CarpetTakeoff,
  type RoomInput,
  type RoomTakeoff,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { CatalogProduct } from './api.ts';
import { issueText } from './messages.ts';
import { RoomExtras } from './RoomExtras.tsx';
import { RoomFloorFields } from './RoomFloorFields.tsx';
import { big, onRoll } from './RoomParts.tsx';
import { RoomShapeFields } from './RoomShapeFields.tsx';
import { RoomSketch } from './RoomSketch.tsx';

export interface RoomCardProps {
  room: RoomInput;
  index: number;
  figures: RoomTakeoff | undefined;
  floorProducts: CatalogProduct[];
  trimProducts: CatalogProduct[];
  /** Pad and underlayment. */
  padProducts: CatalogProduct[];
  /** What stair treads and risers may be: any product but labor. */
  stairProducts: CatalogProduct[];
  /** The API's messages for this room (already in the page's language). */
  errors: string[];
  onChange: (room: RoomInput) => void;
  onRemove: () => void;
}

/** One room: its shape, floor, layout and extras, with its figures and sketch as they are typed. */
export function RoomCard({
  room,
  index,
  figures,
  floorProducts,
  trimProducts,
  padProducts,
  stairProducts,
  errors,
  onChange,
  onRemove,
}: RoomCardProps) {
  const { t } = useI18n();
  const headingId = useId();
  const set = (fields: Partial<RoomInput>) => onChange({ ...room, ...fields });
  const product = floorProducts.find((p) => p.id === room.productId);
  // Carpet, or sheet goods with a roll width: laid in drops off the roll.
  const isCarpet = onRoll(product);
  const section = { room, figures, isCarpet, floorProducts, onChange: set };

  return (
    <Card className="gap-4 p-4" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {t('measurements.room.label', { n: index + 1, name: room.name })}
      </h2>
      <div className="flex items-end gap-2">
        <Field label={t('measurements.room.name')} className="flex-1">
          <Input
            className={big}
            value={room.name}
            maxLength={MEASUREMENT_LIMITS.roomName}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Button
          variant="outline"
          size="icon"
          className="size-12"
          aria-label={t('measurements.room.remove')}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>

      <Figures figures={figures} />
      <RoomShapeFields shape={room.shape} onChange={(shape) => set({ shape })} />
      <RoomProblems issue={figures?.issue} errors={errors} />
      <RoomSketch name={room.name} shape={room.shape} />
      <RoomFloorFields {...section} product={product} />
      <RoomExtras {...section} trimProducts={trimProducts} padProducts={padProducts} stairProducts={stairProducts} />
    </Card>
  );
}

/** What keeps the room from adding up: its shape's issue as typed, then the API's messages. */
function RoomProblems({ issue, errors }: { issue: RoomTakeoff['issue'] | undefined; errors: string[] }) {
  return (
    <>
      {issue && (
        <p role="status" className="rounded-md bg-danger-soft p-3 text-sm font-medium text-danger-text">
          {issueText(issue)}
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-md bg-danger-soft p-3 text-sm font-medium text-danger-text">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The room's figures as typed: what is installed, with waste (or off the roll), around it, its carpet and stairs. */
function Figures({ figures }: { figures: RoomTakeoff | undefined }) {
  const { t } = useI18n();
  if (!figures) return null;
  const sq = (value: string) => t('measurements.figures.sqFt', { value });
  const lf = (value: string) => t('measurements.figures.lf', { value });
  const waste = figures.wastePercent.replace(/\.00$/, '');
  return (
    <div className="space-y-1">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Figure label={t('measurements.figures.installed')} value={sq(figures.installedSqFt)} />
        <Figure
          label={
            figures.wasteSource === 'roll'
              ? t('measurements.figures.offRoll', { waste })
              : `${t('measurements.figures.withWaste')} (${waste} %)`
          }
          value={sq(figures.withWasteSqFt)}
        />
        <Figure label={t('measurements.figures.perimeter')} value={lf(figures.perimeterFt)} />
        <Figure label={t('measurements.figures.trim')} value={lf(figures.trimLf)} />
      </dl>
      {figures.carpet && <CarpetFigures carpet={figures.carpet} />}
      {figures.stairs && <StairFigures stairs={figures.stairs} />}
    </div>
  );
}

/** Drops by length, seams and their length, and what the roll comes to. */
export function CarpetFigures({ carpet }: { carpet: CarpetTakeoff }) {
  const { t } = useI18n();
  const drops = carpet.dropLengths
    .map((d) => t('measurements.figures.dropsOf', { count: d.count, length: formatLength(d.length) }))
    .join(' + ');
  return (
    <div className="text-sm text-muted-foreground" data-testid="carpet-figures">
      <p>{t('measurements.figures.dropsLine', { drops, roll: formatLength(carpet.rollWidth) })}</p>
      <p>{t('measurements.figures.seamsLine', { count: carpet.seams, lf: carpet.seamLf })}</p>
      {carpet.stairRows > 0 && (
        <p>{t('measurements.figures.stairRows', { steps: carpet.stairSteps, rows: carpet.stairRows })}</p>
      )}
      <p>
        {t('measurements.figures.rollTotals', {
          lf: carpet.linearFt,
          yd: carpet.linearYd,
          sqYd: carpet.sqYd,
          sqFt: carpet.sqFt,
        })}
      </p>
    </div>
  );
}

function StairFigures({ stairs }: { stairs: NonNullable<RoomTakeoff['stairs']> }) {
  const { t } = useI18n();
  if (!stairs.carpet) {
    const { treads, risers, noses } = stairs;
    return (
      <p className="text-sm text-muted-foreground">{t('measurements.figures.noses', { treads, risers, noses })}</p>
    );
  }
  const c = stairs.carpet;
  return (
    <p className="text-sm text-muted-foreground">
      {t('measurements.figures.stairsCarpet', {
        steps: c.steps,
        width: formatLength(stairs.width),
        across: c.piecesAcross,
        rows: c.rows,
        step: formatLength(c.stepMeasure),
        lf: c.linearFt,
        yd: c.linearYd,
        sqYd: c.sqYd,
      })}
    </p>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
