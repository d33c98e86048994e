import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRollProduct, type Rectangle, type RoomInput, type RoomTakeoff } from '../../../shared/takeoff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { CatalogProduct } from './api.ts';
import { LengthInput } from './LengthInput.tsx';

// The parts the room card's sections share: its control size, product lists, rectangles and removable items.

// Large targets for one thumb on site: every control at least 44 px high.
export const big = 'h-12 text-base';

// The catalog's list has no coverage or piece length: a roll is told by its category and roll width.
export const onRoll = (p: CatalogProduct | undefined) =>
  isRollProduct(p && { ...p, coverageSqFt: null, pieceLengthFt: null });

/** What the floor and "more" sections both get from the card. */
export interface RoomSectionProps {
  room: RoomInput;
  figures: RoomTakeoff | undefined;
  isCarpet: boolean;
  floorProducts: CatalogProduct[];
  onChange: (fields: Partial<RoomInput>) => void;
}

export function ProductSelect({
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

export function RectangleInputs({
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

export function Removable({ label, onRemove, children }: { label: string; onRemove: () => void; children: ReactNode }) {
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

export function AddButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" className={`${big} w-full`} onClick={onClick} disabled={disabled}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
