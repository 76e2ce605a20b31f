import { createFileRoute } from '@tanstack/react-router';
import { configuredMapProvider } from '../../app/map-provider';
import { pageSettings } from '../../app/page-settings';
import { ContactPage } from '../../features/contact/contact-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/contacto')({
  staticData: { islands: true },
  head: () => {
    const { name, city } = pageSettings().shop;
    return pageHead(
      'Contacto',
      `Escríbenos, llámanos o visítanos en ${city}: dirección, horario, WhatsApp y formulario de contacto de ${name}.`,
    );
  },
  component: ContactoPage,
});

function ContactoPage() {
  return <ContactPage map={configuredMapProvider()} shop={pageSettings().shop} />;
}
