import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { CONTACT_SUBJECTS, ContactMessageSchema, type ContactMessage } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { Select } from '@vitrina/ui/select';
import { TextField } from '@vitrina/ui/text-field';
import { WidgetLocale } from '@vitrina/ui/widget-locale';
import { useState, type FormEvent } from 'react';
import { EmailField } from '../../lib/customer-fields';
import { formRefusal } from '../../lib/form-refusal';
import { readForm } from '../../lib/form-values';
import { island } from '../../lib/island';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { tabStore } from '../../lib/tab';
import { tabQueryClient } from '../../lib/tab-query-client';

const subjects = CONTACT_SUBJECTS.map((subject) => ({ id: subject, label: subject }));

/**
 * The contact form: name, e-mail, phone (masked, optional), subject and message, checked with
 * core's schema before sending and again by the store, whose 400 message is shown as is.
 */
function ContactFormFields() {
  const store = tabStore();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: async (message: ContactMessage) => (await store()).contact.send(message),
    onError: (error) => setFieldErrors({ ...formRefusal(error).fields }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readForm(ContactMessageSchema, new FormData(event.currentTarget));
    setFieldErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) send.mutate(reading.value);
  }

  if (send.isSuccess)
    return (
      <div role="status" className="rounded-card border-l-4 border-success bg-success-soft p-5">
        <h2 className="text-xl font-semibold text-ink">¡Gracias por escribirnos!</h2>
        <p className="mt-2">{send.data.message}</p>
        <Button variant="secondary" size="sm" className="mt-4" onPress={() => send.reset()}>
          Enviar otro mensaje
        </Button>
      </div>
    );

  return (
    <Form
      onSubmit={submit}
      validationErrors={fieldErrors}
      validationBehavior="aria"
      className="flex flex-col gap-4"
      aria-labelledby="escribenos"
    >
      <h2 id="escribenos" className="text-xl font-semibold text-ink">
        Escríbenos
      </h2>
      <RefusalNote message={send.isError ? formRefusal(send.error).message : null} />
      <TextField name="name" label="Nombre" autoComplete="name" isRequired />
      <EmailField />
      <MaskedField name="phone" mask="phone" label="Teléfono (opcional)" />
      <Select
        name="subject"
        label="Asunto"
        placeholder="Elige el asunto"
        options={subjects}
        isRequired
      />
      <TextField name="message" label="Mensaje" rows={5} isRequired />
      <SubmitButton busy={send.isPending} className="self-start">
        Enviar mensaje
      </SubmitButton>
    </Form>
  );
}

/**
 * The contact form, an island (decision 022) hydrated as it comes near the screen, with the
 * tab's query client and the shop's locale.
 */
export const ContactForm = island(
  'contact-form',
  () => (
    <QueryClientProvider client={tabQueryClient()}>
      <WidgetLocale>
        <ContactFormFields />
      </WidgetLocale>
    </QueryClientProvider>
  ),
  { when: 'visible' },
);
