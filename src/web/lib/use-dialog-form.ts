import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { showFieldErrors } from './form-values.ts';
import { translate } from './i18n.ts';
import { toast } from './toast.ts';
import { validationErrors } from './validation-messages.ts';

/** What the form of a record's create or edit dialog takes from its domain. */
export interface DialogFormOptions<V extends FieldValues, I, R> {
  /** The shared schema (create or update) that checks the values and turns them into the API's input. */
  schema: z.ZodType<unknown, FieldValues>;
  /** What of the values the schema reads, when not the values as they are. */
  toInput?: (values: V) => FieldValues;
  /** The values the form opens with (FormDialog mounts the form per opening). */
  defaultValues: DefaultValues<V>;
  save: (input: I) => Promise<R>;
  /** Whether a field the server names is one the form shows (its message goes there, else to the toast). */
  isShown: (field: string) => field is Path<V>;
  /** A message of the schema or the server in the user's language; `field` when it is a field's. */
  localize: (message: string, field?: string) => string;
  /** i18n keys of the toasts. */
  texts: { saved: string; failed: string };
  /** After the saved toast: refresh what shows the record, close the dialog. */
  onSaved: (saved: R) => void;
}

/**
 * The form of a record's create or edit dialog (react-hook-form): checked by the shared schema, saved
 * on submit, and a refusal's per-field messages put on the fields (the first focused), or else said
 * in a toast. `errorOf` is a field's message in the user's language; `onSubmit` goes on the form.
 */
export function useDialogForm<V extends FieldValues, I, R>({
  schema,
  toInput,
  defaultValues,
  save,
  isShown,
  localize,
  texts,
  onSaved,
}: DialogFormOptions<V, I, R>) {
  // The form holds text; the schema parses it (blank → null, numbers, dates), hence the casts.
  const check = zodResolver(schema) as unknown as Resolver<V, unknown, I>;
  const resolver: Resolver<V, unknown, I> = toInput
    ? (values, context, options) => check(toInput(values) as V, context, options)
    : check;
  const form = useForm<V, unknown, I>({ resolver, defaultValues });
  const { errors } = form.formState;
  const mutation = useMutation({ mutationFn: save });

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: (saved) => {
        toast.success(translate(texts.saved));
        onSaved(saved);
      },
      onError: (error) => {
        const fields = validationErrors(error);
        if (!showFieldErrors(fields, isShown, form.setError)) {
          const [field, message] = Object.entries(fields ?? {})[0] ?? [];
          toast.error(translate(texts.failed), {
            description: message === undefined ? localize(error.message) : localize(message, field),
          });
        }
      },
    }),
  );

  const errorOf = (field: keyof V & string) => {
    const message = (errors[field] as FieldError | undefined)?.message;
    return message ? localize(message, field) : undefined;
  };

  return { register: form.register, control: form.control, errorOf, onSubmit, saving: mutation.isPending };
}
