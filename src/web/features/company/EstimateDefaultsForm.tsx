import { useState, type FormEvent } from 'react';
import { updateCompanyInput } from '../../../shared/company.ts';
import { ESTIMATE_LIMITS } from '../../../shared/estimates.ts';
import { TAX_APPLIES_TO, type TaxAppliesTo } from '../../../shared/money.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { useUpdateCompany, type Company } from './api.ts';

type Fields = { estimateTerms: string; taxRate: string; taxAppliesTo: TaxAppliesTo };

/** "7.000" → "7": the rate as a person typed it. */
const plainRate = (rate: string) => rate.replace(/\.?0+$/, '') || '0';

/** What a new estimate starts with: the terms printed on it and the sales tax. */
export function EstimateDefaultsForm({ company }: { company: Company }) {
  const { t } = useI18n();
  const [fields, setFields] = useState<Fields>({
    estimateTerms: company.estimateTerms ?? '',
    taxRate: plainRate(company.taxRate),
    taxAppliesTo: company.taxAppliesTo,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const update = useUpdateCompany();

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCompanyInput.safeParse({ ...fields, estimateTerms: fields.estimateTerms.trim() || null });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= localizeMessage(issue.message);
      return setErrors(found);
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('company.saved')),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, localizeMessage(v)])));
        } else {
          toast.error(t('company.saveFailed'), { description: error.message });
        }
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('company.taxRate')} error={errors.taxRate} hint={t('company.taxRateHint')}>
          <Input inputMode="decimal" value={fields.taxRate} onChange={(e) => set('taxRate', e.target.value)} />
        </Field>
        <Field label={t('company.taxAppliesTo')} error={errors.taxAppliesTo}>
          <NativeSelect
            value={fields.taxAppliesTo}
            onChange={(e) => set('taxAppliesTo', e.target.value as TaxAppliesTo)}
          >
            {TAX_APPLIES_TO.map((value) => (
              <option key={value} value={value}>
                {t(`company.taxAppliesToOptions.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={t('company.estimateTerms')} error={errors.estimateTerms} hint={t('company.estimateTermsHint')}>
        <Textarea
          rows={5}
          maxLength={ESTIMATE_LIMITS.terms}
          value={fields.estimateTerms}
          onChange={(e) => set('estimateTerms', e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('company.saving') : t('company.saveEstimateDefaults')}
      </Button>
    </form>
  );
}
