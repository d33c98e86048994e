import { useState, type FormEvent } from 'react';
import { BRANDING_FONTS } from '../../../shared/branding.ts';
import type { BrandingInput } from '../../../shared/company.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import type { Branding } from '../../lib/branding.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateBranding } from './api.ts';

const COLOURS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;

/** The company's colours and font: structured choices only (no custom CSS reaches any page). */
export function BrandingForm({ branding }: { branding: Branding }) {
  const { t } = useI18n();
  const update = useUpdateBranding();
  const [draft, setDraft] = useState(branding);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { primaryColor, secondaryColor, accentColor, fontFamily, quizTheme, landingPageConfig } = draft;
    // The API types the branding it answers as text; its values are the ones PUT takes (the
    // controls offer only those), and the server checks them again.
    const input = { primaryColor, secondaryColor, accentColor, fontFamily, quizTheme, landingPageConfig };
    update.mutate(input as BrandingInput, {
      onSuccess: () => toast.success(t('company.brandingSaved')),
      onError: (error) => toast.error(t('company.saveFailed'), { description: error.message }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {COLOURS.map((key) => (
          <Field key={key} label={t(`company.${key}`)}>
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  type="color"
                  value={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                  className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background"
                />
                <code className="text-sm text-muted-foreground">{draft[key]}</code>
              </div>
            )}
          </Field>
        ))}
      </div>
      <Field label={t('company.font')}>
        <select
          value={draft.fontFamily}
          onChange={(e) => setDraft({ ...draft, fontFamily: e.target.value as Branding['fontFamily'] })}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {BRANDING_FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('company.saving') : t('company.saveBranding')}
      </Button>
    </form>
  );
}
