import { useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../shared/calendar.ts';
import { updateCompanyInput, type UpdateCompanyInput } from '../../../shared/company.ts';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { useUpdateCompany, useUploadLogo, type Company } from './api.ts';

type Fields = { name: string; phone: string; email: string; website: string; slug: string; timeZone: string };

/** The IANA time zones the browser knows (the company's own first when the list lacks it, UTC among them). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, 'UTC']);
  return [...(zones.has(current) ? [] : [current]), ...[...zones].sort()];
}

/** A suggested public address from the company name: "Tile Titans LLC" → "tile-titans-llc". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** Name, phone, contact e-mail, website, public address and logo; used by company setup and by settings. */
export function CompanyForm({
  company,
  submitLabel,
  extra,
  onSaved,
}: {
  company: Company;
  submitLabel: string;
  /** Sent with every save (company setup marks the setup complete). */
  extra?: UpdateCompanyInput;
  onSaved?: (company: Company) => void;
}) {
  const { t } = useI18n();
  const [fields, setFields] = useState<Fields>({
    name: company.name,
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    slug: company.slug ?? slugFromName(company.name),
    timeZone: company.timeZone ?? DEFAULT_TIME_ZONE,
  });
  const [zones] = useState(() => timeZoneOptions(fields.timeZone));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [progress, setProgress] = useState<number>();
  const update = useUpdateCompany();
  const upload = useUploadLogo(setProgress);

  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: fields.name,
      phone: fields.phone.trim() || null,
      email: fields.email.trim() || null,
      website: fields.website.trim() || null,
      slug: fields.slug.trim() || null,
      timeZone: fields.timeZone,
      ...extra,
    };
    const parsed = updateCompanyInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= localizeMessage(issue.message);
      return setErrors(found);
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(t('company.saved'));
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, localizeMessage(v)])));
        } else if (error instanceof ApiError && error.code === 'CONFLICT') {
          setErrors({ slug: t('company.slugTaken') });
        } else {
          toast.error(t('company.saveFailed'), { description: error.message });
        }
      },
    });
  };

  const onLogo = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('company.logoSaved')),
      onError: (error) => toast.error(t('company.logoFailed'), { description: error.message }),
      onSettled: () => setProgress(undefined),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('company.name')} error={errors.name}>
        <Input value={fields.name} onChange={(e) => set('name', e.target.value)} autoComplete="organization" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('company.phone')} error={errors.phone}>
          <Input type="tel" value={fields.phone} onChange={(e) => set('phone', e.target.value)} />
        </Field>
        <Field label={t('company.email')} error={errors.email} hint={t('company.emailHint')}>
          <Input
            type="email"
            value={fields.email}
            onChange={(e) => set('email', e.target.value)}
            autoComplete="email"
          />
        </Field>
      </div>
      <Field label={t('company.website')} error={errors.website} hint={t('company.websiteHint')}>
        <Input type="url" value={fields.website} onChange={(e) => set('website', e.target.value)} />
      </Field>
      <Field
        label={t('company.slug')}
        error={errors.slug}
        hint={t('company.slugHint', { url: `${location.origin}/quiz/${fields.slug || '…'}` })}
      >
        <Input value={fields.slug} onChange={(e) => set('slug', e.target.value.toLowerCase())} />
      </Field>
      <Field label={t('company.timeZone')} error={errors.timeZone} hint={t('company.timeZoneHint')}>
        <NativeSelect value={fields.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('company.logo')} hint={t('company.logoHint')}>
        {(control) => (
          <div className="flex items-center gap-4">
            {company.logoUrl && (
              <img src={company.logoUrl} alt="" className="size-16 rounded-md border border-border object-contain" />
            )}
            <input
              {...control}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={upload.isPending}
              onChange={(e) => onLogo(e.target.files?.[0])}
              className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
            />
            {progress !== undefined && (
              <progress value={progress} max={1} aria-label={t('company.uploading')} className="h-2 w-32" />
            )}
          </div>
        )}
      </Field>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('company.saving') : submitLabel}
      </Button>
    </form>
  );
}
