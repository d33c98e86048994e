import { CATALOG_LIMITS } from '../../../shared/catalog.ts';
import { createSupplierInput, updateSupplierInput, type CreateSupplierInput } from '../../../shared/catalog-inputs.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { isFieldOf } from '../../lib/form-values.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { catalogApi, type Supplier } from './api.ts';
import { localizeCatalogMessage } from './format.ts';
import { useInvalidateCatalog } from './queries.ts';

const FIELDS = ['name', 'contactName', 'email', 'phone', 'accountNumber'] as const;
type FormValues = Record<(typeof FIELDS)[number], string>;
const isFormField = isFieldOf(FIELDS);

export interface SupplierFormDialogProps {
  /** The supplier to edit; without it the dialog creates one. */
  supplier?: Supplier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates or edits a supplier: a name, and how to reach them. */
export function SupplierFormDialog({ supplier, open, onOpenChange }: SupplierFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(supplier ? 'catalog.form.supplierEditTitle' : 'catalog.form.supplierCreateTitle')}
      description={t('catalog.form.supplierDescription')}
    >
      <SupplierForm supplier={supplier} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function SupplierForm({ supplier, onOpenChange }: Omit<SupplierFormDialogProps, 'open'>) {
  const { t } = useI18n();
  const invalidate = useInvalidateCatalog();
  const { register, errorOf, onSubmit, saving } = useDialogForm<FormValues, CreateSupplierInput, unknown>({
    schema: supplier ? updateSupplierInput : createSupplierInput,
    defaultValues: {
      name: supplier?.name ?? '',
      contactName: supplier?.contactName ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      accountNumber: supplier?.accountNumber ?? '',
    },
    save: (input) => (supplier ? catalogApi.updateSupplier(supplier.id, input) : catalogApi.createSupplier(input)),
    isShown: isFormField,
    localize: localizeCatalogMessage,
    texts: {
      saved: supplier ? 'catalog.toast.supplierUpdated' : 'catalog.toast.supplierCreated',
      failed: 'catalog.toast.saveFailed',
    },
    onSaved: () => {
      void invalidate();
      onOpenChange(false);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('catalog.form.name')} error={errorOf('name')} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={CATALOG_LIMITS.supplierName} {...register('name')} />
      </Field>
      <Field label={t('catalog.form.contactName')} error={errorOf('contactName')}>
        <Input autoComplete="off" maxLength={CATALOG_LIMITS.contactName} {...register('contactName')} />
      </Field>
      <Field label={t('catalog.form.accountNumber')} error={errorOf('accountNumber')}>
        <Input autoComplete="off" maxLength={CATALOG_LIMITS.accountNumber} {...register('accountNumber')} />
      </Field>
      <Field label={t('catalog.form.email')} error={errorOf('email')}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label={t('catalog.form.phone')} error={errorOf('phone')}>
        <Input type="tel" autoComplete="off" maxLength={CATALOG_LIMITS.phone} {...register('phone')} />
      </Field>
      <div className="sm:col-span-2">
        <FormFooter
          onCancel={() => onOpenChange(false)}
          saving={saving}
          label={t(supplier ? 'catalog.form.save' : 'catalog.form.create')}
          savingLabel={t('catalog.form.saving')}
        />
      </div>
    </form>
  );
}
