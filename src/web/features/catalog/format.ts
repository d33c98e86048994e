import { CATALOG_MESSAGES } from '../../../shared/catalog.ts';
import { translate } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

/**
 * A stored decimal as a form shows it: trailing zeros dropped, keeping `minFraction` digits
 * ("4.1000" → "4.10" for money, "22.50" → "22.5" and "10.00" → "10" for measurements). Text only.
 */
export function decimalForInput(text: string | null, minFraction: number): string {
  if (text === null) return '';
  const [whole, fraction = ''] = text.split('.');
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < minFraction) kept = kept.padEnd(minFraction, '0');
  return kept ? `${whole}.${kept}` : whole!;
}

const MESSAGE_KEYS = Object.entries(CATALOG_MESSAGES).flatMap(([key, text]) =>
  typeof text === 'string' ? [[text, key] as const] : [],
);
const MISSING_COLUMN = /^The file has no (\w+) column$/;

/** The server's and the shared schemas' catalog texts in the user's language (unknown texts pass through). */
export function localizeCatalogMessage(message: string): string {
  const key = MESSAGE_KEYS.find(([text]) => text === message)?.[1];
  if (key) return translate(`catalog.messages.${key}`);
  const column = MISSING_COLUMN.exec(message)?.[1];
  if (column) return translate('catalog.messages.missingColumn', { column });
  return localizeMessage(message);
}

/** Whether the member may edit the catalog (and so sees costs); reading it is the page's own guard. */
export function useCanEditCatalog(): boolean {
  return useCan()('catalog', 'write');
}
