import { LEAD_CSV_COLUMNS } from '../../../../shared/leads.ts';
import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import { useI18n } from '../../../lib/i18n.ts';
import { localizeLeadMessage } from '../messages.ts';
import { IMPORT_MESSAGES, optionKeysOf, WHOLE_NUMBER_PATTERN } from './csv-import.ts';

/** The wizard's names of the lead's columns and its texts of a row's errors, in the user's language. */
export function useImportTexts() {
  const { t, language } = useI18n();

  const columnLabel = (field: string) =>
    (LEAD_CSV_COLUMNS as readonly string[]).includes(field) ? t(`leadImport.columns.${field}`) : field;

  const messageText = (field: string, message: string) => {
    if (message === IMPORT_MESSAGES.invalidOption) {
      const options = optionKeysOf(field);
      if (options) {
        const values = options.keys.map((key) => t(`leadOptions.${options.field}.${key}`)).join('; ');
        return t('leadImport.errors.invalidOption', { values });
      }
    }
    if (message === IMPORT_MESSAGES.invalidDate) return t('leadImport.errors.invalidDate');
    if (message === IMPORT_MESSAGES.unreadable) return t('leadImport.errors.unreadable');
    const max = WHOLE_NUMBER_PATTERN.exec(message)?.[1];
    if (max) {
      return t('leadImport.errors.wholeNumber', {
        max: Number(max).toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US'),
      });
    }
    return localizeLeadMessage(message);
  };

  const errorText = (error: ImportRowError) =>
    error.field
      ? t('leadImport.errorLine', {
          line: error.line,
          field: columnLabel(error.field),
          message: messageText(error.field, error.message),
        })
      : t('leadImport.errorLineNoField', { line: error.line, message: messageText('', error.message) });

  return { columnLabel, errorText };
}
