import { SHOP_CONTACT, WHATSAPP_GREETING, whatsappLink } from '@vitrina/core';
import { MapView, type MapProvider } from '@vitrina/ui/map-view';
import { PageIntro } from '../../lib/page-intro';
import type { StoreLoader } from '../../lib/api';
import { ContactForm } from './contact-form';

const osmLink = `https://www.openstreetmap.org/?mlat=${String(SHOP_CONTACT.location.lat)}&mlon=${String(SHOP_CONTACT.location.lng)}#map=17/${String(SHOP_CONTACT.location.lat)}/${String(SHOP_CONTACT.location.lng)}`;

/** The contact page: the form, the store's address, hours, phone and WhatsApp, and the map. */
export function ContactPage({ store, map }: { store: StoreLoader; map: MapProvider }) {
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title="Contacto" trail={[]}>
        <p>
          Escríbenos por el formulario, llámanos o chatea por WhatsApp: te respondemos en menos de
          24 horas laborables.
        </p>
      </PageIntro>
      <div className="grid gap-10 md:grid-cols-2">
        <ContactForm store={store} />
        <section aria-labelledby="la-tienda" className="flex flex-col gap-5">
          <h2 id="la-tienda" className="text-xl font-semibold text-ink">
            Visítanos o llámanos
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">Dirección</dt>
            <dd>
              {SHOP_CONTACT.street}, {SHOP_CONTACT.city}
            </dd>
            <dt className="text-ink-muted">Horario</dt>
            <dd>
              <ul>
                {SHOP_CONTACT.hours.map(({ days, time }) => (
                  <li key={days}>
                    {days}: {time}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-ink-muted">Teléfono</dt>
            <dd>
              <a href={`tel:${SHOP_CONTACT.phoneE164}`} className="text-brand-700 underline">
                {SHOP_CONTACT.phone}
              </a>
            </dd>
            <dt className="text-ink-muted">Correo</dt>
            <dd>
              <a href={`mailto:${SHOP_CONTACT.email}`} className="text-brand-700 underline">
                {SHOP_CONTACT.email}
              </a>
            </dd>
          </dl>
          <a
            href={whatsappLink(`${WHATSAPP_GREETING} `)}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start rounded-control bg-success px-4 py-2 font-semibold text-ink-inverse hover:opacity-90"
          >
            Escríbenos por WhatsApp
          </a>
          <MapView
            provider={map}
            center={SHOP_CONTACT.location}
            label="Mapa de la tienda"
            pinLabel={SHOP_CONTACT.name}
          >
            <p className="font-semibold text-ink">{SHOP_CONTACT.name}</p>
            <p>{SHOP_CONTACT.street}</p>
            <p>{SHOP_CONTACT.city}</p>
            <a
              href={osmLink}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              Ver la ubicación en el mapa
            </a>
          </MapView>
        </section>
      </div>
    </div>
  );
}
