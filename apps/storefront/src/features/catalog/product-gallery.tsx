import { useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage } from '@vitrina/core';
import { island } from '../../lib/island';
import { chosenPicture } from './variation-image';

const SIZE = 800;

/**
 * A product's pictures: the chosen one large, thumbnails below. Arrow keys on the picture or the
 * thumbnails move between pictures; on a wide screen with a mouse, pointing zooms in where the
 * pointer is. The first picture loads eagerly (it is the page's largest), the rest lazily. A
 * chosen variation's picture comes first: `variationImage` as the page came, then the choice's.
 */
function ProductGalleryView({
  productId,
  productImages,
  variationImage,
  name,
}: {
  productId: number;
  productImages: readonly ProductImage[];
  variationImage?: ProductImage | undefined;
  name: string;
}) {
  const chosen = useSyncExternalStore(
    chosenPicture.subscribe,
    chosenPicture.snapshot,
    chosenPicture.serverSnapshot,
  );
  const first = chosen?.productId === productId ? chosen.image : variationImage;
  const images = first ? [first, ...productImages] : productImages;
  // Another picture first (another choice): the gallery starts again from it.
  const [shownFirst, setShownFirst] = useState(first);
  const [current, setCurrent] = useState(0);
  if (shownFirst !== first) {
    setShownFirst(first);
    setCurrent(0);
  }
  const [zoomAt, setZoomAt] = useState<string | undefined>(undefined);
  const shown = images[current] ?? images[0];
  if (!shown) {
    return (
      <div className="aspect-square w-full rounded-card bg-surface-muted" aria-hidden="true" />
    );
  }
  const step = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0 || images.length < 2) return;
    event.preventDefault();
    setCurrent((index) => (index + delta + images.length) % images.length);
  };
  const zoom = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoomAt(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <div className="flex flex-col gap-3" onKeyDown={step}>
      <div
        role="group"
        aria-roledescription="galería"
        aria-label={`Imagen ${String(current + 1)} de ${String(images.length)}: ${shown.alt}`}
        tabIndex={images.length > 1 ? 0 : -1}
        onPointerMove={zoom}
        onPointerLeave={() => setZoomAt(undefined)}
        className="aspect-square w-full overflow-hidden rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-focus md:cursor-zoom-in"
      >
        <img
          src={shown.src}
          alt={shown.alt}
          width={SIZE}
          height={SIZE}
          sizes="(min-width: 1024px) 560px, 100vw"
          fetchPriority={current === 0 ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-contain transition-transform duration-150 motion-reduce:transition-none"
          style={
            zoomAt === undefined ? undefined : { transform: 'scale(2)', transformOrigin: zoomAt }
          }
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Imágenes del producto">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Ver imagen ${String(index + 1)} de ${name}`}
                aria-pressed={index === current}
                className="block size-16 cursor-pointer overflow-hidden rounded-control border-2 border-border bg-surface aria-pressed:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <img
                  src={image.src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The gallery, an island (decision 022) hydrated when the shopper reaches for it (a variable
 * product's page has it hydrate as it is seen: the choice shows its picture).
 */
export const ProductGallery = island('product-gallery', ProductGalleryView, {
  when: 'interaction',
});
