/** The wishlist's words. */
export const wishlistCopy = {
  title: 'Mi lista de deseos',
  add: (name: string) => `Guardar en mi lista: ${name}`,
  remove: (name: string) => `Quitar de mi lista: ${name}`,
  headerLink: (count: number) =>
    count === 0
      ? 'Mi lista de deseos'
      : `Mi lista de deseos, ${String(count)} ${count === 1 ? 'producto' : 'productos'}`,
  intro: 'Los productos que guardaste con el corazón, para decidir con calma.',
  guestNote:
    'Tu lista se guarda en este navegador. Inicia sesión para tenerla en tu cuenta y en todos tus dispositivos.',
  empty: 'Tu lista está vacía',
  emptyHint: 'Toca el corazón de un producto para guardarlo aquí.',
  browse: 'Ver productos',
  removeButton: 'Quitar',
  loading: 'Cargando tu lista…',
  loadFailed: 'No pudimos cargar los productos de tu lista.',
  retry: 'Reintentar',
  saveFailed: 'No pudimos guardar tu lista. Inténtalo de nuevo.',
  listLabel: 'Productos de mi lista de deseos',
} as const;
