import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  CARPET_ROLL_WIDTHS,
  DEFAULT_CARPET_ALLOWANCE,
  DEFAULT_WASTE,
  MEASUREMENT_LIMITS,
  MEASUREMENT_PATTERNS,
  type Addition,
  type MeasurementPattern,
  type Rectangle,
  type RoomInput,
  type RoomShape,
  type RoomTakeoff,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { CatalogProduct } from './api.ts';
import { LengthInput } from './LengthInput.tsx';
import { issueText } from './messages.ts';
import { RoomSketch } from './RoomSketch.tsx';

// Large targets for one thumb on site: every control at least 44 px high.
const big = 'h-12 text-base';

export interface RoomCardProps {
  room: RoomInput;
  index: number;
  figures: RoomTakeoff | undefined;
  floorProducts: CatalogProduct[];
  trimProducts: CatalogProduct[];
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
  errors,
  onChange,
  onRemove,
}: RoomCardProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [more, setMore] = useState(
    room.openings.length > 0 || !!room.trimProductId || room.transitions > 0 || !!room.stairs || !!room.carpet,
  );
  const set = (fields: Partial<RoomInput>) => onChange({ ...room, ...fields });
  const setShape = (shape: RoomShape) => set({ shape });
  const shape = room.shape;
  const defaultWaste = DEFAULT_WASTE[room.pattern];
  const isCarpet = floorProducts.find((p) => p.id === room.productId)?.category === 'carpet';

  const switchKind = (kind: RoomShape['kind']) => {
    if (kind === shape.kind) return;
    setShape(
      kind === 'polygon'
        ? {
            kind: 'polygon',
            cutOuts: shape.cutOuts,
            sides: Array.from({ length: 4 }, () => ({ length: 0, turn: 'left' as const })),
          }
        : { kind: 'rectangles', main: { length: 0, width: 0 }, additions: [], cutOuts: shape.cutOuts },
    );
  };

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

      <div role="group" aria-label={t('measurements.room.shape')} className="grid grid-cols-2 gap-2">
        {(['rectangles', 'polygon'] as const).map((kind) => (
          <Button
            key={kind}
            variant={shape.kind === kind ? 'default' : 'outline'}
            className={big}
            aria-pressed={shape.kind === kind}
            onClick={() => switchKind(kind)}
          >
            {t(`measurements.room.${kind}`)}
          </Button>
        ))}
      </div>

      {shape.kind === 'rectangles' ? (
        <div className="space-y-3">
          <RectangleInputs
            label={t('measurements.room.main')}
            value={shape.main}
            onChange={(main) => setShape({ ...shape, main })}
          />
          {shape.additions.map((addition, i) => (
            <Removable
              key={i}
              label={t('measurements.room.addition', { n: i + 1 })}
              onRemove={() => setShape({ ...shape, additions: shape.additions.filter((_, j) => j !== i) })}
            >
              <RectangleInputs
                label={t('measurements.room.addition', { n: i + 1 })}
                value={addition}
                onChange={(r) =>
                  setShape({ ...shape, additions: shape.additions.map((a, j) => (j === i ? { ...a, ...r } : a)) })
                }
              />
              <Field label={t('measurements.room.joinedAlong')}>
                <NativeSelect
                  className={big}
                  value={addition.joinedAlong}
                  onChange={(e) =>
                    setShape({
                      ...shape,
                      additions: shape.additions.map((a, j) =>
                        j === i ? { ...a, joinedAlong: e.target.value as Addition['joinedAlong'] } : a,
                      ),
                    })
                  }
                >
                  <option value="length">{t('measurements.room.joinedLength')}</option>
                  <option value="width">{t('measurements.room.joinedWidth')}</option>
                </NativeSelect>
              </Field>
            </Removable>
          ))}
          <AddButton
            disabled={shape.additions.length >= MEASUREMENT_LIMITS.rectangles - 1}
            onClick={() =>
              setShape({ ...shape, additions: [...shape.additions, { length: 0, width: 0, joinedAlong: 'length' }] })
            }
          >
            {t('measurements.room.addAddition')}
          </AddButton>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{t('measurements.room.wallsHint')}</p>
          {shape.sides.map((side, i) => (
            <Removable
              key={i}
              label={t('measurements.room.wall', { n: i + 1 })}
              onRemove={() => setShape({ ...shape, sides: shape.sides.filter((_, j) => j !== i) })}
            >
              <div className="grid grid-cols-[1fr_auto] items-end gap-2">
                <LengthInput
                  label={t('measurements.room.wall', { n: i + 1 })}
                  value={side.length}
                  onChange={(length) =>
                    setShape({ ...shape, sides: shape.sides.map((s, j) => (j === i ? { ...s, length } : s)) })
                  }
                />
                <Field label={t('measurements.room.turn')}>
                  <NativeSelect
                    className={big}
                    value={side.turn}
                    onChange={(e) =>
                      setShape({
                        ...shape,
                        sides: shape.sides.map((s, j) =>
                          j === i ? { ...s, turn: e.target.value as 'left' | 'right' } : s,
                        ),
                      })
                    }
                  >
                    <option value="left">{t('measurements.room.left')}</option>
                    <option value="right">{t('measurements.room.right')}</option>
                  </NativeSelect>
                </Field>
              </div>
            </Removable>
          ))}
          <AddButton
            disabled={shape.sides.length >= MEASUREMENT_LIMITS.polygonSides}
            onClick={() => setShape({ ...shape, sides: [...shape.sides, { length: 0, turn: 'left' }] })}
          >
            {t('measurements.room.addWall')}
          </AddButton>
        </div>
      )}

      {shape.cutOuts.map((cut, i) => (
        <Removable
          key={i}
          label={t('measurements.room.cutOut', { n: i + 1 })}
          onRemove={() => setShape({ ...shape, cutOuts: shape.cutOuts.filter((_, j) => j !== i) })}
        >
          <RectangleInputs
            label={t('measurements.room.cutOut', { n: i + 1 })}
            value={cut}
            onChange={(r) =>
              setShape({ ...shape, cutOuts: shape.cutOuts.map((c, j) => (j === i ? { ...c, ...r } : c)) })
            }
          />
        </Removable>
      ))}
      <AddButton
        disabled={shape.cutOuts.length >= MEASUREMENT_LIMITS.cutOuts}
        onClick={() => setShape({ ...shape, cutOuts: [...shape.cutOuts, { length: 0, width: 0 }] })}
      >
        {t('measurements.room.addCutOut')}
      </AddButton>

      {figures?.issue && (
        <p role="status" className="rounded-md bg-danger-soft p-3 text-sm font-medium text-danger-text">
          {issueText(figures.issue)}
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-md bg-danger-soft p-3 text-sm font-medium text-danger-text">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      <RoomSketch name={room.name} shape={shape} />

      <Field label={t('measurements.room.product')}>
        <NativeSelect
          className={big}
          value={room.productId ?? ''}
          onChange={(e) => {
            const productId = e.target.value || null;
            const carpet = floorProducts.find((p) => p.id === productId)?.category === 'carpet';
            // A carpet product brings the roll's figures (12 ft, along the length) until changed.
            set({
              productId,
              carpet: carpet
                ? (room.carpet ?? { rollWidthFt: 12, runAlong: 'length', allowance: DEFAULT_CARPET_ALLOWANCE })
                : room.carpet,
            });
          }}
        >
          <option value="">{t('measurements.room.noProduct')}</option>
          {floorProducts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>

      <div className="grid grid-cols-2 gap-2">
        <Field label={t('measurements.room.pattern')}>
          <NativeSelect
            className={big}
            value={room.pattern}
            onChange={(e) => set({ pattern: e.target.value as MeasurementPattern })}
          >
            {MEASUREMENT_PATTERNS.map((p) => (
              <option key={p} value={p}>
                {t(`measurements.room.patterns.${p}`, { waste: DEFAULT_WASTE[p] })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('measurements.room.waste')} hint={t('measurements.room.wasteHint', { waste: defaultWaste })}>
          <Input
            className={big}
            inputMode="decimal"
            placeholder={defaultWaste}
            value={room.waste ?? ''}
            onChange={(e) => set({ waste: e.target.value.trim().replace(',', '.') || null })}
          />
        </Field>
      </div>

      <Button variant="ghost" className={`${big} w-full`} aria-expanded={more} onClick={() => setMore(!more)}>
        {t(more ? 'measurements.room.less' : 'measurements.room.more')}
      </Button>

      {more && (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold">{t('measurements.room.openings')}</h3>
          {room.openings.map((width, i) => (
            <Removable
              key={i}
              label={t('measurements.room.opening', { n: i + 1 })}
              onRemove={() => set({ openings: room.openings.filter((_, j) => j !== i) })}
            >
              <LengthInput
                label={t('measurements.room.opening', { n: i + 1 })}
                value={width}
                onChange={(w) => set({ openings: room.openings.map((o, j) => (j === i ? w : o)) })}
              />
            </Removable>
          ))}
          <AddButton
            disabled={room.openings.length >= MEASUREMENT_LIMITS.openings}
            onClick={() => set({ openings: [...room.openings, 0] })}
          >
            {t('measurements.room.addOpening')}
          </AddButton>

          <Field label={t('measurements.room.trimProduct')}>
            <NativeSelect
              className={big}
              value={room.trimProductId ?? ''}
              onChange={(e) => set({ trimProductId: e.target.value || null })}
            >
              <option value="">{t('measurements.room.noProduct')}</option>
              {trimProducts.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>

          <div className="grid grid-cols-2 gap-2">
            <Field label={t('measurements.room.transitions')}>
              <Input
                className={big}
                type="number"
                inputMode="numeric"
                min={0}
                max={MEASUREMENT_LIMITS.transitions}
                value={room.transitions || ''}
                onChange={(e) => set({ transitions: clampCount(e.target.value, MEASUREMENT_LIMITS.transitions) })}
              />
            </Field>
            <Field label={t('measurements.room.stairCount')}>
              <Input
                className={big}
                type="number"
                inputMode="numeric"
                min={0}
                max={MEASUREMENT_LIMITS.stairs}
                value={room.stairs?.count ?? ''}
                onChange={(e) => {
                  const count = clampCount(e.target.value, MEASUREMENT_LIMITS.stairs);
                  set({ stairs: count > 0 ? { count, countedAs: room.stairs?.countedAs ?? 'treads' } : null });
                }}
              />
            </Field>
          </div>
          {room.stairs && (
            <Field label={t('measurements.room.countedAs')}>
              <NativeSelect
                className={big}
                value={room.stairs.countedAs}
                onChange={(e) =>
                  set({ stairs: { count: room.stairs!.count, countedAs: e.target.value as 'treads' | 'risers' } })
                }
              >
                <option value="treads">{t('measurements.room.treads')}</option>
                <option value="risers">{t('measurements.room.risers')}</option>
              </NativeSelect>
            </Field>
          )}

          <div className="grid grid-cols-2 gap-2">
            <Field label={t('measurements.room.carpet')}>
              <NativeSelect
                className={big}
                value={room.carpet ? String(room.carpet.rollWidthFt) : ''}
                onChange={(e) => {
                  const width = Number(e.target.value) as 12 | 15;
                  set({
                    carpet: e.target.value
                      ? {
                          rollWidthFt: width,
                          runAlong: room.carpet?.runAlong ?? 'length',
                          allowance: room.carpet?.allowance ?? DEFAULT_CARPET_ALLOWANCE,
                        }
                      : null,
                  });
                }}
              >
                {!isCarpet && <option value="">{t('measurements.room.carpetOff')}</option>}
                {CARPET_ROLL_WIDTHS.map((w) => (
                  <option key={w} value={w}>
                    {t(`measurements.room.roll${w}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {room.carpet && (
              <Field label={t('measurements.room.runAlong')}>
                <NativeSelect
                  className={big}
                  value={room.carpet.runAlong}
                  onChange={(e) => set({ carpet: { ...room.carpet!, runAlong: e.target.value as 'length' | 'width' } })}
                >
                  <option value="length">{t('measurements.room.joinedLength')}</option>
                  <option value="width">{t('measurements.room.joinedWidth')}</option>
                </NativeSelect>
              </Field>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

const clampCount = (text: string, max: number) => {
  const n = Math.trunc(Number(text));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0;
};

function RectangleInputs({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Rectangle;
  onChange: (r: Rectangle) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      <LengthInput
        label={`${label} — ${t('measurements.room.length')}`}
        value={value.length}
        onChange={(length) => onChange({ ...value, length })}
      />
      <LengthInput
        label={`${label} — ${t('measurements.room.width')}`}
        value={value.width}
        onChange={(width) => onChange({ ...value, width })}
      />
    </div>
  );
}

function Removable({ label, onRemove, children }: { label: string; onRemove: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="relative space-y-2 rounded-md border border-border p-3 pt-2">
      <div className="flex items-center justify-between">
        <span className="text-sm font-semibold">{label}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={t('measurements.room.removeItem', { what: label })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      {children}
    </div>
  );
}

function AddButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button variant="outline" className={`${big} w-full`} onClick={onClick} disabled={disabled}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

/** The room's figures as typed: what is installed, with waste, around it and its trim. */
function Figures({ figures }: { figures: RoomTakeoff | undefined }) {
  const { t } = useI18n();
  if (!figures) return null;
  const sq = (value: string) => t('measurements.figures.sqFt', { value });
  const lf = (value: string) => t('measurements.figures.lf', { value });
  return (
    <div className="space-y-1">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Figure label={t('measurements.figures.installed')} value={sq(figures.installedSqFt)} />
        <Figure
          label={`${t('measurements.figures.withWaste')} (${figures.wastePercent.replace(/\.00$/, '')} %)`}
          value={sq(figures.withWasteSqFt)}
        />
        <Figure label={t('measurements.figures.perimeter')} value={lf(figures.perimeterFt)} />
        <Figure label={t('measurements.figures.trim')} value={lf(figures.trimLf)} />
      </dl>
      {figures.carpet && (
        <p className="text-sm text-muted-foreground">
          {t('measurements.figures.drops', {
            drops: figures.carpet.drops,
            seams: figures.carpet.seams,
            yd: figures.carpet.linearYd,
            sqYd: figures.carpet.sqYd,
          })}
        </p>
      )}
      {figures.stairs && (
        <p className="text-sm text-muted-foreground">{t('measurements.figures.noses', { ...figures.stairs })}</p>
      )}
    </div>
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
