import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import { translate } from '../../lib/i18n.ts';

/** A catalog unit's name ("sq ft", "pés²"); a unit typed by hand shows as typed. */
export function unitName(unit: string): string {
  return (CATALOG_UNITS as readonly string[]).includes(unit) ? translate(`orders.units.${unit}`) : unit;
}
