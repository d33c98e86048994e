import { useMutation } from '@tanstack/react-query';
import { showFieldErrors } from '../../lib/form-values.ts';
import { translate } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { localizeCatalogMessage } from './format.ts';
import { useInvalidateCatalog } from './queries.ts';

/**
 * A catalog form's save (a product's, a supplier's): once saved, the catalog refreshes, `saved` (an
 * i18n key) is toasted and `onSaved` runs; a refusal puts the server's messages on the form's fields,
 * or else says it in a toast.
 */
export function useCatalogSave<I, K extends string>({
  call,
  saved,
  isFormField,
  setError,
  onSaved,
}: {
  call: (input: I) => Promise<unknown>;
  saved: string;
  isFormField: (field: string) => field is K;
  setError: (field: K, error: { message: string }, options: { shouldFocus: boolean }) => void;
  onSaved: () => void;
}) {
  const invalidate = useInvalidateCatalog();
  const save = useMutation({ mutationFn: call });
  const submit = (input: I) =>
    save.mutate(input, {
      onSuccess: () => {
        void invalidate();
        toast.success(translate(saved));
        onSaved();
      },
      onError: (error) => {
        const fields = validationErrors(error);
        if (!showFieldErrors(fields, isFormField, setError)) {
          toast.error(translate('catalog.toast.saveFailed'), {
            description: fields ? localizeCatalogMessage(Object.values(fields)[0]!) : error.message,
          });
        }
      },
    });
  return { submit, saving: save.isPending };
}
