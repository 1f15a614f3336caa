import { Button, Dialog, Field } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An operator's approve-or-reject of one queued item with a note (the points redemptions, the
 * flagged referrals): what it means above the note, Cancel and the decision in the footer, the
 * note checked before anything is sent (`noteRequired`: the message when it is shorter than 3
 * characters; null when it may be empty), the server's refusal under the note.
 */
export function NoteDecisionDialog({
  title,
  approve,
  submitLabel,
  cancelLabel,
  noteLabel,
  noteMax,
  noteRequired,
  queryKey,
  send,
  onClose,
  children,
}: {
  title: string;
  approve: boolean;
  submitLabel: string;
  cancelLabel: string;
  noteLabel: string;
  noteMax: number;
  noteRequired: string | null;
  /** Refreshed once the decision is taken. */
  queryKey: readonly unknown[];
  send: (note: string) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: () => send(note.trim()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      onClose();
    },
    onError: (failure) =>
      setError(failure instanceof Error && failure.message ? failure.message : t('errors.network')),
  });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={approve ? 'primary' : 'danger'}
            busy={decide.isPending}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (noteRequired !== null && note.trim().length < 3) {
            setError(noteRequired);
            return;
          }
          setError(null);
          decide.mutate();
        }}
      >
        {children}
        <Field
          label={noteLabel}
          value={note}
          maxLength={noteMax}
          onChange={(event) => setNote(event.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Dialog>
  );
}
