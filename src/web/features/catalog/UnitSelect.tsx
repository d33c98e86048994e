import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import type { FieldControlProps } from '../../components/ui/Field.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';

/**
 * A line's unit: none, the catalog's units, and a unit the line already has that the catalog does
 * not (typed by hand or imported), so that it stays choosable. `name` names a unit as the page writes it.
 * A Field's label and messages reach the select through `control`.
 */
export function UnitSelect({
  value,
  onChange,
  none,
  name,
  className,
  ...control
}: {
  value: string;
  onChange: (unit: string) => void;
  none: string;
  name: (unit: string) => string;
  className?: string;
} & Partial<FieldControlProps>) {
  const units: string[] =
    (CATALOG_UNITS as readonly string[]).includes(value) || !value ? [...CATALOG_UNITS] : [...CATALOG_UNITS, value];
  return (
    <NativeSelect {...control} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{none}</option>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {name(unit)}
        </option>
      ))}
    </NativeSelect>
  );
}
