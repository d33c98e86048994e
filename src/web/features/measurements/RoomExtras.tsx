import { useState } from 'react';
import {
  DEFAULT_CARPET_ALLOWANCE,
  DEFAULT_STAIR_WIDTH,
  DEFAULT_STEP_MEASURE,
  DEFAULT_TRIM_WASTE,
  MEASUREMENT_LIMITS,
  formatLength,
  type RoomInput,
  type StairsInput,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { CatalogProduct } from './api.ts';
import { LengthInput } from './LengthInput.tsx';
import { AddButton, big, onRoll, ProductSelect, Removable, type RoomSectionProps } from './RoomParts.tsx';

/** "More": openings, trim, pad, transitions, stairs and carpet figures, open from the start when the room has any. */
export function RoomExtras({
  room,
  figures,
  isCarpet,
  floorProducts,
  trimProducts,
  padProducts,
  stairProducts,
  onChange,
}: RoomSectionProps & {
  trimProducts: CatalogProduct[];
  padProducts: CatalogProduct[];
  stairProducts: CatalogProduct[];
}) {
  const { t } = useI18n();
  const [more, setMore] = useState(
    room.openings.length > 0 ||
      !!room.trimProductId ||
      !!room.trimWaste ||
      !!room.padProductId ||
      room.transitions > 0 ||
      !!room.stairs ||
      !!room.carpet,
  );

  return (
    <>
      <Button variant="ghost" className={`${big} w-full`} aria-expanded={more} onClick={() => setMore(!more)}>
        {t(more ? 'measurements.room.less' : 'measurements.room.more')}
      </Button>

      {more && (
        <div className="space-y-3">
          <OpeningsFields openings={room.openings} onChange={(openings) => onChange({ openings })} />
          <TrimFields room={room} trimProducts={trimProducts} onChange={onChange} />

          <ProductSelect
            label={t('measurements.room.padProduct')}
            value={room.padProductId ?? null}
            products={padProducts}
            onChange={(padProductId) => onChange({ padProductId })}
          />
          {figures?.padWithWasteSqFt && (
            <p className="text-sm text-muted-foreground">
              {t('measurements.figures.pad', { value: figures.padWithWasteSqFt })}
            </p>
          )}

          <div className="grid grid-cols-2 gap-2">
            <CountInput
              label={t('measurements.room.transitions')}
              max={MEASUREMENT_LIMITS.transitions}
              value={room.transitions || ''}
              onChange={(transitions) => onChange({ transitions })}
            />
            <ProductSelect
              label={t('measurements.room.transitionProduct')}
              value={room.transitionProductId ?? null}
              products={trimProducts}
              onChange={(transitionProductId) => onChange({ transitionProductId })}
            />
          </div>

          <RoomStairs
            stairs={room.stairs}
            isCarpet={isCarpet}
            carpetProducts={floorProducts.filter((p) => onRoll(p))}
            stairProducts={stairProducts}
            noseProducts={trimProducts}
            onChange={(stairs) => onChange({ stairs })}
          />

          {!isCarpet && !room.carpet && (
            <Button
              variant="outline"
              className={`${big} w-full`}
              onClick={() => onChange({ carpet: { runAlong: 'length', allowance: DEFAULT_CARPET_ALLOWANCE } })}
            >
              {t('measurements.room.carpetOn')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** The door openings' widths: no trim runs across them. */
function OpeningsFields({ openings, onChange }: { openings: number[]; onChange: (openings: number[]) => void }) {
  const { t } = useI18n();
  return (
    <>
      <h3 className="text-sm font-semibold">{t('measurements.room.openings')}</h3>
      {openings.map((width, i) => (
        <Removable
          key={i}
          label={t('measurements.room.opening', { n: i + 1 })}
          onRemove={() => onChange(openings.filter((_, j) => j !== i))}
        >
          <LengthInput
            label={t('measurements.room.opening', { n: i + 1 })}
            value={width}
            onChange={(w) => onChange(openings.map((o, j) => (j === i ? w : o)))}
          />
        </Removable>
      ))}
      <AddButton disabled={openings.length >= MEASUREMENT_LIMITS.openings} onClick={() => onChange([...openings, 0])}>
        {t('measurements.room.addOpening')}
      </AddButton>
    </>
  );
}

/** The trim and its waste: blank is the trim's catalog default, else the usual one (the hint says which). */
function TrimFields({
  room,
  trimProducts,
  onChange,
}: {
  room: RoomInput;
  trimProducts: CatalogProduct[];
  onChange: (fields: Partial<RoomInput>) => void;
}) {
  const { t } = useI18n();
  const trimProduct = trimProducts.find((p) => p.id === room.trimProductId);
  const trimDefault = trimProduct?.defaultWastePercent?.replace(/\.?0+$/, '') ?? null;
  return (
    <div className="grid grid-cols-2 gap-2">
      <ProductSelect
        label={t('measurements.room.trimProduct')}
        value={room.trimProductId}
        products={trimProducts}
        onChange={(trimProductId) => onChange({ trimProductId })}
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
          onChange={(e) => onChange({ trimWaste: e.target.value.trim().replace(',', '.') || null })}
        />
      </Field>
    </div>
  );
}

/** How many stairs, then (once there are some) what they are covered with. */
function RoomStairs({
  stairs,
  isCarpet,
  carpetProducts,
  stairProducts,
  noseProducts,
  onChange,
}: {
  stairs: RoomInput['stairs'];
  isCarpet: boolean;
  carpetProducts: CatalogProduct[];
  stairProducts: CatalogProduct[];
  noseProducts: CatalogProduct[];
  onChange: (stairs: RoomInput['stairs']) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <CountInput
        label={t('measurements.room.stairCount')}
        max={MEASUREMENT_LIMITS.stairs}
        value={stairs?.count ?? ''}
        onChange={(count) => {
          // New stairs in a carpet room are carpet off the same roll, until changed.
          const fresh: StairsInput = isCarpet
            ? { count, countedAs: 'treads', covering: 'carpet' }
            : { count, countedAs: 'treads', covering: 'hard', topLandingExposed: true };
          onChange(count > 0 ? { ...(stairs ?? fresh), count } : null);
        }}
      />
      {stairs && (
        <StairsFields
          stairs={stairs}
          onChange={(fields) => onChange({ ...stairs, ...fields })}
          carpetProducts={carpetProducts}
          stairProducts={stairProducts}
          noseProducts={noseProducts}
        />
      )}
    </>
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

/** A whole number from 0 to `max` on the number pad: what is typed is clamped, anything else is 0. */
function CountInput({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number | '';
  onChange: (count: number) => void;
}) {
  return (
    <Field label={label}>
      <Input
        className={big}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        onChange={(e) => onChange(clampCount(e.target.value, max))}
      />
    </Field>
  );
}

const clampCount = (text: string, max: number) => {
  const n = Math.trunc(Number(text));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0;
};
