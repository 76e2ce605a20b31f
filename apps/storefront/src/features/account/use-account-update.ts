import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastQueue } from '@vitrina/ui/toast';
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { accountApi } from '../../lib/account-api';
import type { AccountUpdate } from '../../lib/shop-api/account';
import { formRefusal } from '../../lib/form-refusal';
import { readForm } from '../../lib/form-values';
import { accountQueryOptions } from './account.queries';

/**
 * One profile form: reads its fields with a `@vitrina/core` schema (errors in place, nothing
 * sent), sends the change to `/api/cuenta`, keeps the store's answer as the account, and shows
 * the server's refusal (its message and each bad field) leaving the form as typed.
 */
export function useAccountUpdate<Schema extends z.ZodType<AccountUpdate>>({
  token,
  schema,
  toasts,
  saved,
}: {
  token: string;
  schema: Schema;
  toasts: ToastQueue;
  /** The success toast's message. */
  saved: string;
}) {
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (update: AccountUpdate) => accountApi.update(token, update),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryOptions(token).queryKey, account);
      toasts.add({ status: 'success', message: saved });
    },
    onError: (error) => {
      setFieldErrors({ ...formRefusal(error).fields });
    },
  });
  const failure = mutation.error === null ? null : formRefusal(mutation.error).message;
  return {
    busy: mutation.isPending,
    failure,
    fieldErrors,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (mutation.isPending) return;
      const reading = readForm(schema, new FormData(event.currentTarget));
      setFieldErrors(reading.ok ? {} : reading.errors);
      if (reading.ok) mutation.mutate(reading.value);
    },
  };
}
