import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/')({
  head: () =>
    pageHead(
      'Electrodomésticos y servicios para tu hogar',
      'Aires acondicionados, televisores, estufas y calentadores con entrega, instalación y servicio técnico en República Dominicana.',
    ),
  component: HomePage,
});

function HomePage() {
  return (
    <PageIntro title="Electrodomésticos y servicios para tu hogar">
      <p>
        Aires acondicionados, televisores, audio, estufas y calentadores con precios en RD$, entrega
        a domicilio e instalación por técnicos certificados.
      </p>
    </PageIntro>
  );
}
