import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/calculadora')({
  head: () =>
    pageHead(
      'Calculadora de BTU',
      'Calcula cuántos BTU necesita el aire acondicionado de tu habitación.',
    ),
  component: CalculadoraPage,
});

function CalculadoraPage() {
  return (
    <PageIntro title="Calculadora de BTU">
      <p>
        Indica las medidas de la habitación y cuántas personas la usan, y te decimos qué capacidad
        de aire acondicionado necesitas.
      </p>
    </PageIntro>
  );
}
