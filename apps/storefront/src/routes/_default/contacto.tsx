import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/contacto')({
  head: () =>
    pageHead('Contacto', 'Escríbenos o llámanos para ventas, instalaciones y servicio técnico.'),
  component: ContactoPage,
});

function ContactoPage() {
  return (
    <PageIntro title="Contacto">
      <p>
        Estamos para ayudarte con tu compra, una instalación o el servicio técnico de tus equipos.
        Llámanos al (809) 555-0100 o escríbenos a ventas@vitrina.do, de lunes a sábado de 8:00 a. m.
        a 6:00 p. m.
      </p>
    </PageIntro>
  );
}
