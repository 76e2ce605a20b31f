/** A WordPress page the demo store publishes: slug, title, HTML body and summary. */
export interface PageSeed {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
}

const contact =
  '<p>¿Dudas? Escríbenos a <a href="mailto:servicio@vitrina.do">servicio@vitrina.do</a> o llámanos al <a href="tel:+18095550100">809-555-0100</a>, de lunes a sábado de 8:30 a. m. a 6:00 p. m.</p>';

/** About-us and the six policy pages the storefront links to (spec §2), in Spanish. */
export const PAGE_SEEDS: readonly PageSeed[] = [
  {
    slug: 'sobre-nosotros',
    title: 'Sobre nosotros',
    excerpt:
      'Vitrina vende electrodomésticos y servicios técnicos para el hogar en toda la República Dominicana.',
    content: [
      '<p>Vitrina nació en Santo Domingo con una idea sencilla: que comprar un aire acondicionado, un televisor o una estufa sea tan fácil como elegirlo, y que la instalación y el servicio lleguen con la misma seriedad que el producto.</p>',
      '<h2>Lo que hacemos</h2>',
      '<ul><li>Vendemos aires acondicionados <em>inverter</em> y convencionales, sistemas VRF, televisores, monitores, equipos de audio, estufas y calentadores de las principales marcas.</li><li>Instalamos, diagnosticamos, desinstalamos y damos mantenimiento con técnicos propios certificados.</li><li>Entregamos en el Gran Santo Domingo, Santiago y el resto del país.</li></ul>',
      '<h2>Cómo trabajamos</h2>',
      '<p>Publicamos precios en pesos dominicanos con ITBIS incluido, emitimos comprobante fiscal (NCF) cuando lo solicitas con tu RNC y respetamos la garantía de cada fabricante. Si algo no sale bien, te respondemos en menos de 24 horas laborables.</p>',
      '<h2>Dónde estamos</h2>',
      '<p>Av. Winston Churchill esq. Gustavo Mejía Ricart, Ensanche Piantini, Santo Domingo. Sucursal Santiago: Av. 27 de Febrero, Los Jardines Metropolitanos.</p>',
      contact,
    ].join('\n'),
  },
  {
    slug: 'politicas-garantia',
    title: 'Políticas de garantía',
    excerpt:
      'Todos nuestros productos nuevos tienen la garantía del fabricante; te explicamos qué cubre y cómo reclamarla.',
    content: [
      '<p>Todos los productos que vendemos son nuevos, originales y cuentan con la garantía de su fabricante en la República Dominicana. Vitrina te acompaña en el proceso de reclamación de principio a fin.</p>',
      '<h2>Plazos de garantía</h2>',
      '<table><thead><tr><th>Producto</th><th>Garantía</th></tr></thead><tbody><tr><td>Aires acondicionados (unidad completa)</td><td>1 año</td></tr><tr><td>Compresor de aires <em>inverter</em></td><td>hasta 5 años, según la marca</td></tr><tr><td>Televisores y monitores</td><td>1 año</td></tr><tr><td>Equipos de audio</td><td>6 meses a 1 año</td></tr><tr><td>Estufas y calentadores</td><td>1 año</td></tr><tr><td>Mano de obra de nuestras instalaciones</td><td>90 días</td></tr></tbody></table>',
      '<h2>Qué cubre</h2>',
      '<p>La garantía cubre defectos de fabricación y fallas de funcionamiento en condiciones normales de uso. La garantía de los aires acondicionados exige que la instalación la haga un técnico certificado (nuestro o autorizado por la marca) y que el equipo reciba mantenimiento preventivo al menos cada seis meses.</p>',
      '<h2>Qué no cubre</h2>',
      '<ul><li>Daños por variaciones de voltaje, descargas eléctricas o conexión sin protector adecuado.</li><li>Golpes, humedad, plagas o uso distinto al doméstico indicado por el fabricante.</li><li>Reparaciones o modificaciones hechas por personas no autorizadas.</li><li>Piezas de desgaste normal: filtros, controles remotos, baterías.</li></ul>',
      '<h2>Cómo reclamar</h2>',
      '<ol><li>Ten a mano tu número de pedido y tu factura.</li><li>Escríbenos o llámanos describiendo la falla; si puedes, envía fotos o un video.</li><li>Coordinamos la visita técnica o la recogida del equipo en un máximo de 5 días laborables.</li></ol>',
      contact,
    ].join('\n'),
  },
  {
    slug: 'politicas-reembolso',
    title: 'Políticas de reembolso',
    excerpt: 'Cuándo y cómo te devolvemos tu dinero, por el mismo medio con el que pagaste.',
    content: [
      '<p>Si cancelas un pedido antes de que salga de nuestro almacén, o si una devolución es aprobada según nuestras políticas de devoluciones, te reembolsamos el importe pagado.</p>',
      '<h2>Plazos</h2>',
      '<ul><li><strong>Tarjeta de crédito o débito:</strong> la reversión se solicita en un máximo de 3 días laborables; tu banco puede tardar de 7 a 30 días en reflejarla.</li><li><strong>Transferencia bancaria:</strong> transferimos a la cuenta que nos indiques, a tu nombre, en un máximo de 5 días laborables.</li><li><strong>Pago contra entrega:</strong> el reembolso se hace por transferencia bancaria.</li></ul>',
      '<h2>Qué se reembolsa</h2>',
      '<p>Reembolsamos el precio del producto y el ITBIS. El costo de envío se reembolsa cuando la devolución se debe a un defecto, a un error nuestro o a un producto distinto al pedido. Los servicios de instalación ya realizados no son reembolsables.</p>',
      '<h2>Pagos parciales</h2>',
      '<p>Si pagaste un anticipo y decides no completar la compra antes de la entrega, te devolvemos el anticipo completo.</p>',
      contact,
    ].join('\n'),
  },
  {
    slug: 'politicas-seguridad',
    title: 'Políticas de seguridad',
    excerpt: 'Cómo protegemos tu cuenta, tus pagos y tus datos cuando compras en Vitrina.',
    content: [
      '<p>Tu seguridad es parte del servicio. Estas son las medidas que aplicamos y las que te recomendamos.</p>',
      '<h2>Pagos</h2>',
      '<p>Nunca escribes los datos de tu tarjeta en nuestra tienda: el pago con tarjeta se completa en la página segura de la pasarela de pago. Vitrina no recibe ni guarda números de tarjeta.</p>',
      '<h2>Tu cuenta</h2>',
      '<ul><li>Guardamos las contraseñas cifradas con un algoritmo lento y moderno; nadie en Vitrina puede leerlas.</li><li>Tras varios intentos fallidos de inicio de sesión, la cuenta se protege temporalmente.</li><li>Cuando cambias tu contraseña o cierras sesión, tus sesiones anteriores dejan de funcionar.</li><li>Los enlaces para restablecer la contraseña sirven una sola vez y vencen en una hora.</li></ul>',
      '<h2>Recomendaciones</h2>',
      '<ul><li>Usa una contraseña larga que no uses en otros sitios.</li><li>Vitrina nunca te pedirá tu contraseña por teléfono, correo ni WhatsApp.</li><li>Comprueba que la dirección del sitio sea la nuestra antes de iniciar sesión.</li></ul>',
      '<p>Si notas actividad extraña en tu cuenta, escríbenos de inmediato a <a href="mailto:seguridad@vitrina.do">seguridad@vitrina.do</a>.</p>',
    ].join('\n'),
  },
  {
    slug: 'politicas-privacidad',
    title: 'Políticas de privacidad',
    excerpt:
      'Qué datos personales recogemos, para qué los usamos y cómo ejercer tus derechos según la Ley 172-13.',
    content: [
      '<p>En Vitrina tratamos tus datos personales conforme a la Ley núm. 172-13 sobre protección de datos de carácter personal de la República Dominicana.</p>',
      '<h2>Qué datos recogemos</h2>',
      '<ul><li>Identificación: nombre, apellidos, cédula o pasaporte y, si pides factura con valor fiscal, RNC y razón social.</li><li>Contacto: correo electrónico y teléfono.</li><li>Entrega: direcciones, referencias y, si la compartes, la ubicación en el mapa.</li><li>Compras: productos, importes, fechas y método de pago (nunca el número de tu tarjeta).</li></ul>',
      '<h2>Para qué los usamos</h2>',
      '<p>Para procesar y entregar tus pedidos, emitir comprobantes fiscales, prestar los servicios de instalación y garantía, y avisarte del estado de tus compras. Solo te enviaremos promociones si lo aceptas, y puedes darte de baja en cualquier momento.</p>',
      '<h2>Con quién los compartimos</h2>',
      '<p>Únicamente con quienes necesitan tus datos para servirte: transportistas, técnicos, pasarelas de pago y, cuando la ley lo exige, la Dirección General de Impuestos Internos (DGII). No vendemos tus datos.</p>',
      '<h2>Tus derechos</h2>',
      '<p>Puedes pedir acceso, rectificación, cancelación u oposición al tratamiento de tus datos escribiendo a <a href="mailto:privacidad@vitrina.do">privacidad@vitrina.do</a>. Respondemos en un máximo de 10 días laborables.</p>',
    ].join('\n'),
  },
  {
    slug: 'politicas-instalacion',
    title: 'Políticas de instalación',
    excerpt:
      'Qué incluye la instalación básica de un aire acondicionado, qué se cotiza aparte y cómo preparar tu espacio.',
    content: [
      '<p>Nuestros técnicos certificados instalan aires acondicionados en el Gran Santo Domingo y Santiago. En el resto del país coordinamos con técnicos autorizados por la marca.</p>',
      '<h2>La instalación básica incluye</h2>',
      '<ul><li>Montaje de la unidad interior y la exterior con soportes estándar.</li><li>Hasta 3 metros de tubería de cobre, cable y tubo de desagüe.</li><li>Vacío del sistema, prueba de fugas y puesta en marcha.</li><li>Explicación del uso y mantenimiento del equipo.</li></ul>',
      '<h2>Se cotiza aparte</h2>',
      '<ul><li>Tubería adicional por encima de 3 metros, canaletas o trabajos de albañilería.</li><li>Instalaciones en altura que requieran andamio o equipo especial.</li><li>Circuito eléctrico dedicado, breaker o cableado nuevo.</li></ul>',
      '<h2>Antes de la visita</h2>',
      '<p>Confirma que el lugar tenga un tomacorriente o circuito adecuado al voltaje del equipo (115 V o 220 V) y que haya acceso seguro a donde irá la unidad exterior. El día de la cita te llamamos 30 minutos antes de llegar.</p>',
      '<h2>Reprogramación</h2>',
      '<p>Puedes reprogramar sin costo avisando con 24 horas de antelación. La mano de obra de la instalación tiene 90 días de garantía.</p>',
      contact,
    ].join('\n'),
  },
  {
    slug: 'politicas-devoluciones',
    title: 'Políticas de devoluciones',
    excerpt:
      'Tienes 7 días desde la entrega para devolver un producto sin usar, en su empaque original.',
    content: [
      '<p>Queremos que quedes satisfecho con tu compra. Conforme a la Ley núm. 358-05 de protección de los derechos del consumidor, puedes devolver un producto en estos casos:</p>',
      '<h2>Producto sin usar</h2>',
      '<p>Dentro de los <strong>7 días</strong> siguientes a la entrega, si el producto no ha sido instalado ni usado y conserva su empaque, accesorios y manuales. El costo de recogida corre por tu cuenta.</p>',
      '<h2>Producto defectuoso o equivocado</h2>',
      '<p>Si el producto llega dañado, con defectos de fábrica o no corresponde a tu pedido, repórtalo dentro de las <strong>48 horas</strong> siguientes a la entrega. Lo recogemos sin costo y te ofrecemos el cambio o el reembolso.</p>',
      '<h2>No aceptamos devoluciones de</h2>',
      '<ul><li>Equipos ya instalados, salvo por defecto cubierto por la garantía.</li><li>Productos dañados por mal uso, golpes o variaciones de voltaje.</li><li>Servicios ya prestados.</li></ul>',
      '<h2>Cómo devolver</h2>',
      '<ol><li>Escríbenos con tu número de pedido y el motivo.</li><li>Te enviamos la autorización de devolución y coordinamos la recogida.</li><li>Al revisar el producto, procesamos el cambio o el reembolso según nuestras políticas de reembolso.</li></ol>',
      contact,
    ].join('\n'),
  },
];
