import { CATALOG_CATEGORIES, CATALOG_LIMITS, CATALOG_UNITS } from '../../../shared/catalog.ts';
import {
  createCatalogProductInput,
  updateCatalogProductInput,
  type CreateCatalogProductInput,
} from '../../../shared/catalog-inputs.ts';
import { formatGroutJoint, formatLength } from '../../../shared/takeoff.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { isFieldOf } from '../../lib/form-values.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { catalogApi, type CatalogProduct } from './api.ts';
import { decimalForInput, localizeCatalogMessage } from './format.ts';
import { useInvalidateCatalog, useSupplierOptions } from './queries.ts';

const FIELDS = [
  'name',
  'category',
  'sku',
  'supplierId',
  'unit',
  'coveragePerBox',
  'pieceLength',
  'rollWidth',
  'tileLength',
  'tileWidth',
  'groutJoint',
  'tilesPerBox',
  'price',
  'cost',
  'defaultWastePercent',
  'laborRatePerSqFt',
] as const;
type FormValues = Record<(typeof FIELDS)[number], string>;
const isFormField = isFieldOf(FIELDS);

/** The form holds text; the shared schema turns it into the API's input (blank → null). */
function formValuesOf(product: CatalogProduct | undefined): FormValues {
  return {
    name: product?.name ?? '',
    category: product?.category ?? '',
    sku: product?.sku ?? '',
    supplierId: product?.supplierId ?? '',
    unit: product?.unit ?? 'sq_ft',
    coveragePerBox: decimalForInput(product?.coveragePerBox ?? null, 0),
    pieceLength: decimalForInput(product?.pieceLength ?? null, 0),
    // Sizes as people write them; the shared schema reads them back into eighths.
    rollWidth: product?.rollWidth ? formatLength(product.rollWidth) : '',
    tileLength: product?.tileLength ? formatLength(product.tileLength) : '',
    tileWidth: product?.tileWidth ? formatLength(product.tileWidth) : '',
    groutJoint: product?.groutJoint != null ? formatGroutJoint(product.groutJoint) : '',
    tilesPerBox: product?.tilesPerBox ? String(product.tilesPerBox) : '',
    price: decimalForInput(product?.price ?? null, 2),
    cost: decimalForInput(product?.cost ?? null, 2),
    defaultWastePercent: decimalForInput(product?.defaultWastePercent ?? null, 0),
    laborRatePerSqFt: decimalForInput(product?.laborRatePerSqFt ?? null, 2),
  };
}

export interface ProductFormDialogProps {
  /** The product to edit; without it the dialog creates one. */
  product?: CatalogProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates or edits a product, validated by the shared schema and then by the server (SKU, supplier). */
export function ProductFormDialog({ product, open, onOpenChange }: ProductFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(product ? 'catalog.form.productEditTitle' : 'catalog.form.productCreateTitle')}
      description={t('catalog.form.productDescription')}
    >
      <ProductForm product={product} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function ProductForm({ product, onOpenChange }: Omit<ProductFormDialogProps, 'open'>) {
  const { t } = useI18n();
  const suppliers = useSupplierOptions();
  const invalidate = useInvalidateCatalog();
  const { register, errorOf, onSubmit, saving } = useDialogForm<FormValues, CreateCatalogProductInput, unknown>({
    schema: product ? updateCatalogProductInput : createCatalogProductInput,
    defaultValues: formValuesOf(product),
    save: (input) => (product ? catalogApi.updateProduct(product.id, input) : catalogApi.createProduct(input)),
    isShown: isFormField,
    localize: localizeCatalogMessage,
    texts: {
      saved: product ? 'catalog.toast.productUpdated' : 'catalog.toast.productCreated',
      failed: 'catalog.toast.saveFailed',
    },
    onSaved: () => {
      void invalidate();
      onOpenChange(false);
    },
  });
  // Archived suppliers stay choosable only for the product that already has one.
  const supplierChoices = (suppliers.data ?? []).filter((s) => !s.archivedAt || s.id === product?.supplierId);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('catalog.form.name')} error={errorOf('name')} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={CATALOG_LIMITS.name} {...register('name')} />
      </Field>
      <Field label={t('catalog.form.category')} error={errorOf('category')}>
        <NativeSelect {...register('category')}>
          <option value="">{t('catalog.form.chooseCategory')}</option>
          {CATALOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`catalog.categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('catalog.form.unit')} error={errorOf('unit')}>
        <NativeSelect {...register('unit')}>
          {CATALOG_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`catalog.units.${unit}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('catalog.form.sku')} error={errorOf('sku')}>
        <Input autoComplete="off" maxLength={CATALOG_LIMITS.sku} {...register('sku')} />
      </Field>
      <Field label={t('catalog.form.supplier')} error={errorOf('supplierId')}>
        <NativeSelect {...register('supplierId')}>
          <option value="">{t('catalog.form.noSupplier')}</option>
          {supplierChoices.map((s) => (
            <option key={s.id} value={s.id}>
              {s.archivedAt ? t('catalog.form.archivedOption', { name: s.name }) : s.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('catalog.form.price')} error={errorOf('price')}>
        <Input inputMode="decimal" autoComplete="off" {...register('price')} />
      </Field>
      <Field label={t('catalog.form.cost')} error={errorOf('cost')} hint={t('catalog.form.costHint')}>
        <Input inputMode="decimal" autoComplete="off" {...register('cost')} />
      </Field>
      <Field label={t('catalog.form.coveragePerBox')} error={errorOf('coveragePerBox')}>
        <Input inputMode="decimal" autoComplete="off" {...register('coveragePerBox')} />
      </Field>
      <Field
        label={t('catalog.form.pieceLength')}
        error={errorOf('pieceLength')}
        hint={t('catalog.form.pieceLengthHint')}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('pieceLength')} />
      </Field>
      <Field label={t('catalog.form.rollWidth')} error={errorOf('rollWidth')} hint={t('catalog.form.rollWidthHint')}>
        <Input autoComplete="off" {...register('rollWidth')} />
      </Field>
      <Field label={t('catalog.form.tileLength')} error={errorOf('tileLength')} hint={t('catalog.form.tileHint')}>
        <Input autoComplete="off" {...register('tileLength')} />
      </Field>
      <Field label={t('catalog.form.tileWidth')} error={errorOf('tileWidth')}>
        <Input autoComplete="off" {...register('tileWidth')} />
      </Field>
      <Field label={t('catalog.form.groutJoint')} error={errorOf('groutJoint')} hint={t('catalog.form.groutJointHint')}>
        <Input autoComplete="off" {...register('groutJoint')} />
      </Field>
      <Field label={t('catalog.form.tilesPerBox')} error={errorOf('tilesPerBox')}>
        <Input inputMode="numeric" autoComplete="off" {...register('tilesPerBox')} />
      </Field>
      <Field label={t('catalog.form.defaultWastePercent')} error={errorOf('defaultWastePercent')}>
        <Input inputMode="decimal" autoComplete="off" {...register('defaultWastePercent')} />
      </Field>
      <Field label={t('catalog.form.laborRatePerSqFt')} error={errorOf('laborRatePerSqFt')}>
        <Input inputMode="decimal" autoComplete="off" {...register('laborRatePerSqFt')} />
      </Field>
      <div className="sm:col-span-2">
        <FormFooter
          onCancel={() => onOpenChange(false)}
          saving={saving}
          label={t(product ? 'catalog.form.save' : 'catalog.form.create')}
          savingLabel={t('catalog.form.saving')}
        />
      </div>
    </form>
  );
}
