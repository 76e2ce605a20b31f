import { formatPhone } from '@vitrina/core';
import { Footer } from '@vitrina/ui/footer';
import { pageSettings } from '../app/page-settings';
import { RouterLink } from '../lib/router-link';

const groups = [
  {
    title: 'La tienda',
    links: [
      { label: 'Sobre nosotros', href: '/sobre-nosotros' },
      { label: 'Financiamiento', href: '/financiamiento' },
      { label: 'Cashback', href: '/cashback' },
      { label: 'Servicios', href: '/servicios' },
      { label: 'Ofertas', href: '/ofertas' },
      { label: 'Contacto', href: '/contacto' },
    ],
  },
  {
    title: 'Políticas',
    links: [
      { label: 'Garantía', href: '/politicas/politicas-garantia' },
      { label: 'Reembolso', href: '/politicas/politicas-reembolso' },
      { label: 'Devoluciones', href: '/politicas/politicas-devoluciones' },
      { label: 'Instalación', href: '/politicas/politicas-instalacion' },
      { label: 'Privacidad', href: '/politicas/politicas-privacidad' },
      { label: 'Seguridad', href: '/politicas/politicas-seguridad' },
    ],
  },
  {
    title: 'Tu cuenta',
    links: [
      { label: 'Mi perfil', href: '/perfil-usuario' },
      { label: 'Rastrear mi pedido', href: '/rastrear-pedido' },
      { label: 'Carrito de compras', href: '/carrito-compras' },
      { label: 'Calculadora de BTU', href: '/calculadora' },
    ],
  },
] as const;

/** The shop footer (@vitrina/ui): the shop's own contact data, policies, about, financing. */
export function SiteFooter() {
  const { shop } = pageSettings();
  return (
    <Footer
      groups={groups}
      contact={{
        title: 'Contacto',
        phone: shop.phone === '' ? '' : formatPhone(shop.phone),
        email: shop.email,
        address: shop.city,
        hours: shop.hours.map(({ days, time }) => `${days}, ${time}`).join('; '),
      }}
      legal={`© ${shop.name} · Precios en RD$ con ITBIS incluido.`}
      linkComponent={RouterLink}
    />
  );
}
