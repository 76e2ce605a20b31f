import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/servicios/')({
  head: () =>
    pageHead(
      'Servicios',
      'Instalación, diagnóstico, mantenimiento y desinstalación de aires acondicionados y otros equipos.',
    ),
  component: ServiciosPage,
});

function ServiciosPage() {
  return (
    <PageIntro title="Servicios">
      <p>
        Instalación básica, diagnóstico y evaluación, mantenimiento y desinstalación de aires
        acondicionados, realizados por técnicos certificados.
      </p>
    </PageIntro>
  );
}
