import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { readForm } from '../../lib/form-values';
import { accountFailureFields } from './account-failure';
import type { accountFormMachine } from './account-form.machine';

/**
 * Runs one account form: parses the submitted fields with its `@vitrina/core` schema (errors in
 * place, nothing sent), then hands the values to the form's machine. `busy` and `locked` come
 * from the machine's tags, so a form cannot be sent twice; `fields` disables the fields while
 * sending and once done. The store's reasons per field show on their fields too, and after each
 * refusal the focus goes to the first field in error, so a keyboard or screen-reader user lands
 * on what to fix: spread `formProps` on the `<Form>` and pass `setFormElement` as its `ref`, taken
 * apart from the rest (React's lint reads an object holding a ref as a ref). `onDone` runs once
 * the store accepted the form.
 */
export function useAccountForm(
  createMachine: () => typeof accountFormMachine,
  schema: z.ZodType,
  /** Called once the store accepted the form (the machine's final state). */
  onDone?: () => void,
) {
  const [machine] = useState(createMachine);
  const [state, send] = useMachine(machine);
  const done = state.status === 'done';
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  // The <form> as a callback ref: the effect below looks in it for the field to focus.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const failure = state.context.failure;
  // One object per change: react-aria shows a field's error again whenever this object is new.
  const fieldErrors = useMemo(
    () => ({ ...accountFailureFields(failure), ...formErrors }),
    [failure, formErrors],
  );
  useEffect(() => {
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formElement, fieldErrors]);
  const busy = state.hasTag('busy');
  return {
    state,
    setFormElement,
    busy,
    locked: state.hasTag('locked'),
    failure,
    fields: { isDisabled: busy || done },
    formProps: {
      validationErrors: fieldErrors,
      validationBehavior: 'aria' as const,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const reading = readForm(schema, new FormData(event.currentTarget));
        setFormErrors(reading.ok ? {} : reading.errors);
        if (reading.ok) send({ type: 'form.submit', values: reading.value });
        // The last refusal no longer describes what is in the form.
        else send({ type: 'failure.dismiss' });
      },
    },
  };
}
