import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MeasurementDraft } from '../../../shared/measurement-inputs.ts';
import { computeRoom } from '../../../shared/takeoff.ts';
import { ApiError } from '../../lib/api.ts';
import { measurementKeys, measurementsApi } from './api.ts';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'incomplete' | 'failed' | 'offline';

/** How long typing must pause before a save. */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_MS = 5000;

/** Whether the server would take it: a name, and rooms that are rooms (the API refuses the rest). */
export function isSavable(draft: MeasurementDraft): boolean {
  return draft.name.trim() !== '' && draft.rooms.every((room) => room.name.trim() !== '' && !computeRoom(room).issue);
}

/**
 * Saves the draft a moment after each change (one PUT at a time, the latest draft always last), and
 * when the page is left: in-app by unmounting, or the tab closing (keepalive). A draft the server
 * would refuse waits, shown as incomplete; a refused one shows the server's field errors.
 */
export function useAutosave(id: string, draft: MeasurementDraft) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = JSON.stringify(draft);
  // The first draft is what the server sent: already saved.
  const saved = useRef(body);
  const latest = useRef(body);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Made once (the page is keyed by the measurement's id); it reads the draft from `latest`.
  const [save] = useState(
    () =>
      async function save(): Promise<void> {
        const sending = latest.current;
        if (busy.current || sending === saved.current) return;
        const input = JSON.parse(sending) as MeasurementDraft;
        if (!isSavable(input)) return setStatus('incomplete');
        busy.current = true;
        setStatus('saving');
        try {
          const result = await measurementsApi.update(id, input);
          saved.current = sending;
          queryClient.setQueryData(measurementKeys.one(id), result);
          void queryClient.invalidateQueries({ queryKey: [...measurementKeys.all, 'list'] });
          setErrors({});
          setStatus(latest.current === sending ? 'saved' : 'unsaved');
        } catch (error) {
          if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
            setErrors(error.errors);
            setStatus('failed');
          } else {
            setStatus(error instanceof ApiError && error.status === 0 ? 'offline' : 'failed');
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void save(), RETRY_MS);
          }
          return;
        } finally {
          busy.current = false;
        }
        // Edits made while this save was on its way go next.
        if (latest.current !== saved.current) void save();
      },
  );

  useEffect(() => {
    latest.current = body;
    if (body === saved.current) return;
    setStatus(isSavable(JSON.parse(body) as MeasurementDraft) ? 'unsaved' : 'incomplete');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [body, save]);

  // Leaving: send what is not saved yet, and let the request outlive the page.
  useEffect(() => {
    const flush = () => {
      const pending = latest.current;
      if (pending === saved.current) return;
      const input = JSON.parse(pending) as MeasurementDraft;
      if (!isSavable(input)) return;
      saved.current = pending;
      void measurementsApi.update(id, input, true).then(
        (result) => queryClient.setQueryData(measurementKeys.one(id), result),
        () => undefined,
      );
    };
    // Closing the tab with a room half typed (nothing to send yet): the browser asks first.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current && !isSavable(JSON.parse(latest.current) as MeasurementDraft)) {
        event.preventDefault();
      }
    };
    const pending = timer;
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', beforeUnload);
      clearTimeout(pending.current);
      flush();
    };
  }, [id, queryClient]);

  return { status, errors, saveNow: () => void save() };
}
