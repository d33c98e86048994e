import {
  DEFAULT_CARPET_ALLOWANCE,
  DEFAULT_WASTE,
  MEASUREMENT_LIMITS,
  MEASUREMENT_PATTERNS,
  formatLength,
  type CarpetTakeoff,
  type MeasurementPattern,
  type RoomInput,
} from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { CatalogProduct } from './api.ts';
import { LengthInput } from './LengthInput.tsx';
import { big, onRoll, ProductSelect, type RoomSectionProps } from './RoomParts.tsx';

/** What the room is floored with: the product, its layout and waste, and for carpet how it comes off the roll. */
export function RoomFloorFields({
  room,
  figures,
  product,
  isCarpet,
  floorProducts,
  onChange,
}: RoomSectionProps & {
  /** The room's floor product, if it has one. */
  product: CatalogProduct | undefined;
}) {
  const { t } = useI18n();
  // Blank waste is the product's catalog default, else the layout's: the page says which.
  const productWaste = product?.defaultWastePercent?.replace(/\.?0+$/, '') ?? null;
  const defaultWaste = productWaste ?? DEFAULT_WASTE[room.pattern];

  return (
    <>
      <ProductSelect
        label={t('measurements.room.product')}
        value={room.productId ?? null}
        products={floorProducts}
        onChange={(productId) => {
          const carpet = onRoll(floorProducts.find((p) => p.id === productId));
          // A carpet product is laid on its roll: along the length, 3" at each end, until changed.
          onChange({
            productId,
            carpet: carpet ? (room.carpet ?? { runAlong: 'length', allowance: DEFAULT_CARPET_ALLOWANCE }) : room.carpet,
          });
        }}
      />

      <div className="grid grid-cols-2 gap-2">
        <Field label={t('measurements.room.pattern')}>
          <NativeSelect
            className={big}
            value={room.pattern}
            onChange={(e) => onChange({ pattern: e.target.value as MeasurementPattern })}
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
            onChange={(e) => onChange({ waste: e.target.value.trim().replace(',', '.') || null })}
          />
        </Field>
      </div>

      {(isCarpet || room.carpet) && (
        <CarpetFields
          carpet={room.carpet}
          figures={figures?.carpet ?? null}
          required={isCarpet}
          onChange={(carpet) => onChange({ carpet })}
        />
      )}
    </>
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
