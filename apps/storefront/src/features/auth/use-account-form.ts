import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { readForm } from '../../lib/form-values';
import type { accountFormMachine } from './account-form.machine';

/**
 * Runs one account form: parses the submitted fields with its `@vitrina/core` schema (errors in
 * place, nothing sent), then hands the values to the form's machine. `busy` and `locked` come
 * from the machine's tags, so a form cannot be sent twice.
 */
export function useAccountForm(createMachine: () => typeof accountFormMachine, schema: z.ZodType) {
  const [machine] = useState(createMachine);
  const [state, send] = useMachine(machine);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  return {
    state,
    send,
    busy: state.hasTag('busy'),
    locked: state.hasTag('locked'),
    failure: state.context.failure,
    fieldErrors,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const reading = readForm(schema, new FormData(event.currentTarget));
      setFieldErrors(reading.ok ? {} : reading.errors);
      if (reading.ok) send({ type: 'form.submit', values: reading.value });
    },
  };
}
