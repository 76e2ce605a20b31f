import { formatPhone, whatsappGreeting, whatsappLink, type ShopIdentity } from '@vitrina/core';
import type { MapProvider } from '@vitrina/ui/map-view';
import { PageIntro } from '../../lib/page-intro';
import { ContactForm } from './contact-form';
import { ShopMap } from './shop-map';

/** The contact page: the form, the shop's address, hours, phone and WhatsApp, and the map. */
export function ContactPage({
  map,
  shop,
}: {
  map: MapProvider;
  /** The shop's own data, as the server configured it. */
  shop: ShopIdentity;
}) {
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title="Contacto" trail={[]}>
        <p>
          Escríbenos por el formulario, llámanos o chatea por WhatsApp: te respondemos en menos de
          24 horas laborables.
        </p>
      </PageIntro>
      <div className="grid gap-10 md:grid-cols-2">
        <ContactForm />
        <section aria-labelledby="la-tienda" className="flex flex-col gap-5">
          <h2 id="la-tienda" className="text-xl font-semibold text-ink">
            Visítanos o llámanos
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">Dirección</dt>
            <dd>
              {shop.street}, {shop.city}
            </dd>
            <dt className="text-ink-muted">Horario</dt>
            <dd>
              <ul>
                {shop.hours.map(({ days, time }) => (
                  <li key={days}>
                    {days}: {time}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-ink-muted">Teléfono</dt>
            <dd>
              <a href={`tel:${shop.phone}`} className="text-brand-700 underline">
                {formatPhone(shop.phone)}
              </a>
            </dd>
            <dt className="text-ink-muted">Correo</dt>
            <dd>
              <a href={`mailto:${shop.email}`} className="text-brand-700 underline">
                {shop.email}
              </a>
            </dd>
          </dl>
          <a
            href={whatsappLink(shop.whatsapp, `${whatsappGreeting(shop.name)} `)}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start rounded-control bg-success px-4 py-2 font-semibold text-ink-inverse hover:opacity-90"
          >
            Escríbenos por WhatsApp
          </a>
          <ShopMap
            map={map}
            shop={{
              name: shop.name,
              street: shop.street,
              city: shop.city,
              location: shop.location,
            }}
          />
        </section>
      </div>
    </div>
  );
}
