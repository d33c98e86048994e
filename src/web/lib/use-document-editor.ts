import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { translate } from './i18n.ts';
import { toast } from './toast.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import { validationErrors } from './validation-messages.ts';

/** What the editor of a document saved whole (an estimate, an invoice) takes from its domain. */
export interface DocumentEditorRules<D, V, B> {
  /** The form's values of a saved document, and the body the save sends. */
  formOf: (document: D) => V;
  inputOf: (values: V) => B;
  /** The form's own checks, keyed by field (`data-field` of the input). */
  validate: (values: V) => Record<string, string>;
  /** The server's per-field messages, keyed as the form's fields. */
  serverErrors: (fields: Record<string, string>) => Record<string, string>;
  /** A server message in the member's language. */
  localize: (message: string) => string;
  /** i18n keys: the question before leaving with changes, and the save's toasts. */
  texts: { leaveConfirm: string; checkFields: string; saved: string; saveFailed: string };
}

const focusFirst = (keyed: Record<string, string>) => {
  const first = Object.keys(keyed)[0];
  if (first) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
};

/**
 * A document's editor state: the values as typed against those saved, the guard before leaving with
 * changes, and the save (the form's checks first; the server's field errors on their fields, the
 * first focused; a toast either way). `current` is the document as the server last gave it.
 */
export function useDocumentEditor<D extends { editable: boolean; updatedAt: string }, V, B>(
  current: D,
  save: UseMutationResult<D, Error, B>,
  rules: DocumentEditorRules<D, V, B>,
) {
  const { formOf, inputOf, validate, serverErrors, localize, texts } = rules;
  const [saved, setSaved] = useState(() => formOf(current));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  useUnsavedGuard(current.editable && dirty, texts.leaveConfirm);

  // Another action (sending, a payment, an answer) changed the document: the form follows when nothing is typed.
  const [seen, setSeen] = useState(current.updatedAt);
  if (seen !== current.updatedAt) {
    setSeen(current.updatedAt);
    if (!dirty) {
      const next = formOf(current);
      setSaved(next);
      setValues(next);
    }
  }

  const onSave = () => {
    const local = validate(values);
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirst(local);
      toast.error(translate(texts.checkFields));
      return;
    }
    save.mutate(inputOf(values), {
      onSuccess: (next) => {
        const form = formOf(next);
        setSeen(next.updatedAt);
        setSaved(form);
        setValues(form);
        setErrors({});
        toast.success(translate(texts.saved));
      },
      onError: (error) => {
        const fields = validationErrors(error);
        if (fields) {
          const keyed = serverErrors(fields);
          setErrors(keyed);
          focusFirst(keyed);
          toast.error(translate(texts.checkFields), { description: localize(Object.values(fields)[0]!) });
        } else toast.error(translate(texts.saveFailed), { description: localize(error.message) });
      },
    });
  };

  return {
    values,
    errors,
    dirty,
    /** A field typed. */
    onChange: setValues,
    /** Lines or options added, moved or removed: the errors keyed by their places no longer fit. */
    onStructureChange: (next: V) => {
      setValues(next);
      setErrors({});
    },
    onSave,
    saving: save.isPending,
  };
}
