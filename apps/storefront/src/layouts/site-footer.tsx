import { Link } from '@tanstack/react-router';

/** Contact, policies, about, financing and cashback. */
export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-3">
        <section aria-labelledby="pie-tienda">
          <h2 id="pie-tienda" className="font-semibold">
            La tienda
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/sobre-nosotros">Sobre nosotros</Link>
            </li>
            <li>
              <Link to="/financiamiento">Financiamiento</Link>
            </li>
            <li>
              <Link to="/servicios">Servicios</Link>
            </li>
            <li>
              <Link to="/contacto">Contacto</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="pie-politicas">
          <h2 id="pie-politicas" className="font-semibold">
            Políticas
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/politicas/politicas-garantia">Garantía</Link>
            </li>
            <li>
              <Link to="/politicas/politicas-reembolso">Reembolso</Link>
            </li>
            <li>
              <Link to="/politicas/politicas-devoluciones">Devoluciones</Link>
            </li>
            <li>
              <Link to="/politicas/politicas-instalacion">Instalación</Link>
            </li>
            <li>
              <Link to="/politicas/politicas-privacidad">Privacidad</Link>
            </li>
            <li>
              <Link to="/politicas/politicas-seguridad">Seguridad</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="pie-contacto">
          <h2 id="pie-contacto" className="font-semibold">
            Contacto
          </h2>
          <p className="mt-2">Santo Domingo, República Dominicana</p>
          <p>
            <a href="tel:+18095550100">(809) 555-0100</a>
          </p>
          <p>
            <a href="mailto:ventas@vitrina.do">ventas@vitrina.do</a>
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            Compra y recibe cashback en tus próximas compras.
          </p>
        </section>
      </div>
      <p className="pb-6 text-center text-sm text-ink-muted">
        © Vitrina · Precios en RD$ con ITBIS incluido.
      </p>
    </footer>
  );
}
