import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  DEFAULT_CARPET_ALLOWANCE,
  DEFAULT_STAIR_WIDTH,
  DEFAULT_STEP_MEASURE,
  DEFAULT_TRIM_WASTE,
  DEFAULT_WASTE,
  MEASUREMENT_LIMITS,
  MEASUREMENT_PATTERNS,
  formatLength,
  isRollProduct,
  type Addition,
  type CarpetTakeoff,
  type MeasurementPattern,
  type Rectangle,
  type RoomInput,
  type RoomShape,
  type RoomTakeoff,
  type StairsInput,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
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
  const [more, setMore] = useState(
    room.openings.length > 0 ||
      !!room.trimProductId ||
      !!room.trimWaste ||
      !!room.padProductId ||
      room.transitions > 0 ||
      !!room.stairs ||
      !!room.carpet,
  );
  const set = (fields: Partial<RoomInput>) => onChange({ ...room, ...fields });
  const setShape = (shape: RoomShape) => set({ shape });
  const shape = room.shape;
  const product = floorProducts.find((p) => p.id === room.productId);
  // Blank waste is the product's catalog default, else the layout's: the page says which.
  const productWaste = product?.defaultWastePercent?.replace(/\.?0+$/, '') ?? null;
  const defaultWaste = productWaste ?? DEFAULT_WASTE[room.pattern];
  const trimProduct = trimProducts.find((p) => p.id === room.trimProductId);
  const trimDefault = trimProduct?.defaultWastePercent?.replace(/\.?0+$/, '') ?? null;
  const onRoll = (p: CatalogProduct | undefined) =>
    isRollProduct(p && { ...p, coverageSqFt: null, pieceLengthFt: null });
  // Carpet, or sheet goods with a roll width: laid in drops off the roll.
  const isCarpet = onRoll(product);
  const carpetProducts = floorProducts.filter((p) => onRoll(p));
  const setStairs = (fields: Partial<StairsInput>) => room.stairs && set({ stairs: { ...room.stairs, ...fields } });

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
              <AdditionPosition
                addition={addition}
                onChange={(fields) =>
                  setShape({
                    ...shape,
                    additions: shape.additions.map((a, j) => (j === i ? { ...a, ...fields } : a)),
                  })
                }
              />
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
            const carpet = onRoll(floorProducts.find((p) => p.id === productId));
            // A carpet product is laid on its roll: along the length, 3" at each end, until changed.
            set({
              productId,
              carpet: carpet
                ? (room.carpet ?? { runAlong: 'length', allowance: DEFAULT_CARPET_ALLOWANCE })
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
        <Field
          label={t('measurements.room.waste')}
          hint={
            figures?.wasteSource === 'roll'
              ? t('measurements.room.wasteHintRoll')
              : t(productWaste ? 'measurements.room.wasteHintProduct' : 'measurements.room.wasteHint', {
                  waste: defaultWaste,
                })
          }
        >
          <Input
            className={big}
            inputMode="decimal"
            placeholder={defaultWaste}
            value={room.waste ?? ''}
            onChange={(e) => set({ waste: e.target.value.trim().replace(',', '.') || null })}
          />
        </Field>
      </div>

      {(isCarpet || room.carpet) && (
        <CarpetFields
          carpet={room.carpet}
          figures={figures?.carpet ?? null}
          required={isCarpet}
          onChange={(carpet) => set({ carpet })}
        />
      )}

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

          <div className="grid grid-cols-2 gap-2">
            <ProductSelect
              label={t('measurements.room.trimProduct')}
              value={room.trimProductId}
              products={trimProducts}
              onChange={(trimProductId) => set({ trimProductId })}
            />
            <Field
              label={t('measurements.room.trimWaste')}
              hint={t(trimDefault ? 'measurements.room.trimWasteHintProduct' : 'measurements.room.trimWasteHint', {
                waste: trimDefault ?? DEFAULT_TRIM_WASTE,
              })}
            >
              <Input
                className={big}
                inputMode="decimal"
                placeholder={trimDefault ?? DEFAULT_TRIM_WASTE}
                value={room.trimWaste ?? ''}
                onChange={(e) => set({ trimWaste: e.target.value.trim().replace(',', '.') || null })}
              />
            </Field>
          </div>

          <ProductSelect
            label={t('measurements.room.padProduct')}
            value={room.padProductId ?? null}
            products={padProducts}
            onChange={(padProductId) => set({ padProductId })}
          />
          {figures?.padWithWasteSqFt && (
            <p className="text-sm text-muted-foreground">
              {t('measurements.figures.pad', { value: figures.padWithWasteSqFt })}
            </p>
          )}

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
            <ProductSelect
              label={t('measurements.room.transitionProduct')}
              value={room.transitionProductId ?? null}
              products={trimProducts}
              onChange={(transitionProductId) => set({ transitionProductId })}
            />
          </div>

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
                // New stairs in a carpet room are carpet off the same roll, until changed.
                const fresh: StairsInput = isCarpet
                  ? { count, countedAs: 'treads', covering: 'carpet' }
                  : { count, countedAs: 'treads', covering: 'hard', topLandingExposed: true };
                set({ stairs: count > 0 ? { ...(room.stairs ?? fresh), count } : null });
              }}
            />
          </Field>
          {room.stairs && (
            <StairsFields
              stairs={room.stairs}
              onChange={setStairs}
              carpetProducts={carpetProducts}
              stairProducts={stairProducts}
              noseProducts={trimProducts}
            />
          )}

          {!isCarpet && !room.carpet && (
            <Button
              variant="outline"
              className={`${big} w-full`}
              onClick={() => set({ carpet: { runAlong: 'length', allowance: DEFAULT_CARPET_ALLOWANCE } })}
            >
              {t('measurements.room.carpetOn')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function ProductSelect({
  label,
  value,
  products,
  onChange,
}: {
  label: string;
  value: string | null;
  products: CatalogProduct[];
  onChange: (id: string | null) => void;
}) {
  const { t } = useI18n();
  return (
    <Field label={label}>
      <NativeSelect className={big} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('measurements.room.noProduct')}</option>
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** Which of the room's walls an addition is against, and from where: a closet past the corner shares part of its side. */
function AdditionPosition({
  addition,
  onChange,
}: {
  addition: Addition;
  onChange: (fields: Pick<Addition, 'wall' | 'offset'>) => void;
}) {
  const { t } = useI18n();
  const wall = addition.wall ?? null;
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      <Field label={t('measurements.room.against')}>
        <NativeSelect
          className={big}
          value={wall ?? ''}
          onChange={(e) => {
            const next = (e.target.value || null) as Addition['wall'];
            onChange({ wall: next, offset: next ? (addition.offset ?? 0) : null });
          }}
        >
          <option value="">{t('measurements.room.againstWhole')}</option>
          <option value="length">{t('measurements.room.againstLength')}</option>
          <option value="width">{t('measurements.room.againstWidth')}</option>
        </NativeSelect>
      </Field>
      {wall && (
        <LengthInput
          label={t('measurements.room.offset')}
          hint={t('measurements.room.offsetHint')}
          value={addition.offset ?? 0}
          onChange={(offset) => onChange({ wall, offset })}
        />
      )}
    </div>
  );
}

/** The room's carpet: the product's roll (shown), the run the room chooses, the allowance at each end. */
function CarpetFields({
  carpet,
  figures,
  required,
  onChange,
}: {
  carpet: RoomInput['carpet'];
  figures: CarpetTakeoff | null;
  /** A carpet product is always laid on the roll: no "off". */
  required: boolean;
  onChange: (carpet: RoomInput['carpet']) => void;
}) {
  const { t } = useI18n();
  const value = carpet ?? { runAlong: 'length' as const, allowance: DEFAULT_CARPET_ALLOWANCE };
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('measurements.room.carpet')}</h3>
        {!required && (
          <Button variant="ghost" className="h-11" onClick={() => onChange(null)}>
            {t('measurements.room.carpetOff')}
          </Button>
        )}
      </div>
      {figures && (
        <p className="text-sm text-muted-foreground">
          {t(`measurements.room.rollFrom.${figures.rollWidthFrom}`, { width: formatLength(figures.rollWidth) })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        <Field label={t('measurements.room.runAlong')}>
          <NativeSelect
            className={big}
            value={value.runAlong}
            onChange={(e) => onChange({ ...value, runAlong: e.target.value as 'length' | 'width' })}
          >
            <option value="length">{t('measurements.room.joinedLength')}</option>
            <option value="width">{t('measurements.room.joinedWidth')}</option>
          </NativeSelect>
        </Field>
        <LengthInput
          label={t('measurements.room.allowance')}
          hint={t('measurements.room.allowanceHint', { allowance: formatLength(DEFAULT_CARPET_ALLOWANCE) })}
          value={value.allowance}
          onChange={(allowance) => onChange({ ...value, allowance: Math.min(allowance, MEASUREMENT_LIMITS.allowance) })}
        />
      </div>
    </div>
  );
}

/** Stairs: hard surface (treads, risers, noses, the landing's edge) or carpet off the roll (width, per step). */
function StairsFields({
  stairs,
  onChange,
  carpetProducts,
  stairProducts,
  noseProducts,
}: {
  stairs: StairsInput;
  onChange: (fields: Partial<StairsInput>) => void;
  carpetProducts: CatalogProduct[];
  stairProducts: CatalogProduct[];
  noseProducts: CatalogProduct[];
}) {
  const { t } = useI18n();
  const covering = stairs.covering ?? 'hard';
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('measurements.room.countedAs')}>
          <NativeSelect
            className={big}
            value={stairs.countedAs}
            onChange={(e) => onChange({ countedAs: e.target.value as 'treads' | 'risers' })}
          >
            <option value="treads">{t('measurements.room.treads')}</option>
            <option value="risers">{t('measurements.room.risers')}</option>
          </NativeSelect>
        </Field>
        <Field label={t('measurements.room.stairCovering')}>
          <NativeSelect
            className={big}
            value={covering}
            onChange={(e) => onChange({ covering: e.target.value as 'hard' | 'carpet', productId: null })}
          >
            <option value="hard">{t('measurements.room.coveringHard')}</option>
            <option value="carpet">{t('measurements.room.coveringCarpet')}</option>
          </NativeSelect>
        </Field>
      </div>
      <LengthInput
        label={t('measurements.room.stairWidth')}
        hint={t('measurements.room.blankIs', { value: formatLength(DEFAULT_STAIR_WIDTH) })}
        value={stairs.width ?? 0}
        onChange={(width) => onChange({ width: width || null })}
      />
      {covering === 'carpet' ? (
        <>
          <LengthInput
            label={t('measurements.room.stepMeasure')}
            hint={t('measurements.room.stepMeasureHint', { value: formatLength(DEFAULT_STEP_MEASURE) })}
            value={stairs.stepMeasure ?? 0}
            onChange={(stepMeasure) => onChange({ stepMeasure: stepMeasure || null })}
          />
          <ProductSelect
            label={t('measurements.room.stairCarpet')}
            value={stairs.productId ?? null}
            products={carpetProducts}
            onChange={(productId) => onChange({ productId })}
          />
        </>
      ) : (
        <>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <Checkbox
              checked={stairs.topLandingExposed ?? true}
              onChange={(e) => onChange({ topLandingExposed: e.target.checked })}
            />
            {t('measurements.room.topLandingExposed')}
          </label>
          <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
            <ProductSelect
              label={t('measurements.room.treadProduct')}
              value={stairs.productId ?? null}
              products={stairProducts}
              onChange={(productId) => onChange({ productId })}
            />
            <ProductSelect
              label={t('measurements.room.riserProduct')}
              value={stairs.riserProductId ?? null}
              products={stairProducts}
              onChange={(riserProductId) => onChange({ riserProductId })}
            />
            <ProductSelect
              label={t('measurements.room.noseProduct')}
              value={stairs.noseProductId ?? null}
              products={noseProducts}
              onChange={(noseProductId) => onChange({ noseProductId })}
            />
          </div>
        </>
      )}
    </div>
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
