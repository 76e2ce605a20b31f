import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@vitrina/ui/button';
import { StarRating } from '@vitrina/ui/rating';
import { StarInput } from '@vitrina/ui/star-input';
import { TextField } from '@vitrina/ui/text-field';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  ProductReviewsSchema,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewBodySchema,
  ReviewSentSchema,
  type PublishedReview,
  type ReviewSent,
} from '../../lib/shop-api/reviews';
import { formRefusal } from '../../lib/form-refusal';
import { shopCall } from '../../lib/shop-api/shop-client';
import { ShopLink } from '../../lib/shop-link';
import { tabSession } from '../../lib/tab';
import { tabQueryClient } from '../../lib/tab-query-client';
import { WidgetLocale } from '@vitrina/ui/widget-locale';
import { starsLabel } from './product-rating';

const reviewsKey = (productId: number) => ['catalog', 'reviews', productId] as const;

const dateText = new Intl.DateTimeFormat('es-DO', { dateStyle: 'long', timeZone: 'UTC' });

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li className="flex flex-col gap-2 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating average={review.rating} label={starsLabel(review.rating) + ' de 5'} />
        <span className="font-medium text-ink">{review.author}</span>
        {review.verified ? (
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
            Compra verificada
          </span>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        <time dateTime={review.date}>{dateText.format(new Date(`${review.date}Z`))}</time>
      </p>
      <div
        className="prose prose-sm max-w-none text-ink"
        // Sanitised on the server with the shop's one configuration (I2).
        dangerouslySetInnerHTML={{ __html: review.html }}
      />
    </li>
  );
}

const sendFailed = 'No pudimos enviar tu reseña. Revisa tu conexión e inténtalo de nuevo.';

function ReviewForm({ productId, token }: { productId: number; token: string }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: { product_id: number; rating: number; review: string }) =>
      shopCall({
        method: 'POST',
        path: 'resenas',
        body,
        caller: { token },
        answer: ReviewSentSchema,
      }),
    onSuccess: (sent: ReviewSent) => {
      if (sent.status === 'published') {
        void queryClient.invalidateQueries({ queryKey: reviewsKey(productId), exact: true });
      }
    },
    onError: (error) => {
      setErrors({ ...formRefusal(error).fields });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ReviewBodySchema.safeParse({
      product_id: productId,
      rating: rating ?? 0,
      review: text,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  }

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-card border border-border bg-success-soft p-4 text-ink">
        {send.data.status === 'pending' ? (
          <>
            <strong className="block">Reseña enviada: pendiente de moderación.</strong>
            {send.data.message}
          </>
        ) : (
          send.data.message
        )}
      </p>
    );
  }
  // A refusal that names fields is shown beside them; any other failure above the button.
  const failure = send.isError ? formRefusal(send.error, sendFailed) : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="escribir-resena"
      className="flex max-w-xl flex-col gap-4"
    >
      <h3 id="escribir-resena" className="text-lg font-semibold text-ink">
        Escribe tu reseña
      </h3>
      <StarInput
        label="Tu calificación"
        starLabel={starsLabel}
        value={rating}
        onChange={setRating}
        errorMessage={errors['rating']}
        isDisabled={send.isPending}
      />
      <TextField
        label="Tu opinión"
        rows={5}
        value={text}
        onChange={setText}
        maxLength={REVIEW_TEXT_MAX}
        description={`Entre ${String(REVIEW_TEXT_MIN)} y ${String(REVIEW_TEXT_MAX)} caracteres. Se publica con tu nombre y la inicial de tu apellido.`}
        isInvalid={errors['review'] !== undefined}
        {...(errors['review'] === undefined ? {} : { errorMessage: errors['review'] })}
        isDisabled={send.isPending}
      />
      {failure !== null && Object.keys(failure.fields).length === 0 ? (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      ) : null}
      <Button type="submit" isPending={send.isPending} className="self-start">
        {send.isPending ? 'Enviando…' : 'Enviar reseña'}
      </Button>
    </form>
  );
}

const noToken = () => null;
const subscribeSession = (listener: () => void) => tabSession().subscribe(listener);
const tokenOfTab = () => tabSession().snapshot().token;

type ReviewsSectionProps = { productId: number; productName: string };

/**
 * The published reviews of a product and, for a signed-in customer, the form to write one. Loaded
 * when the section comes near the screen, with the tab's query client and the shop's locale: on a
 * catalogue page it is an island's widget, with no app around it (decision 022).
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  return (
    <QueryClientProvider client={tabQueryClient()}>
      <WidgetLocale>
        <Reviews {...props} />
      </WidgetLocale>
    </QueryClientProvider>
  );
}

function Reviews({ productId, productName }: ReviewsSectionProps) {
  const token = useSyncExternalStore(subscribeSession, tokenOfTab, noToken);
  const reviews = useQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ signal }) =>
      shopCall({
        path: 'resenas',
        query: { producto: String(productId) },
        answer: ProductReviewsSchema,
        signal,
      }),
  });
  const here = typeof window === 'undefined' ? '/' : window.location.pathname;
  return (
    <div className="flex flex-col gap-6">
      {reviews.isPending ? (
        <p className="text-sm text-ink-muted">Cargando reseñas…</p>
      ) : reviews.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
          <p>No pudimos cargar las reseñas.</p>
          <Button variant="secondary" size="sm" onPress={() => void reviews.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : reviews.data.total === 0 ? (
        <p className="text-ink-muted">
          Aún no hay reseñas de {productName}. ¡Sé el primero en opinar!
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">
            {reviews.data.total === 1 ? '1 reseña' : `${String(reviews.data.total)} reseñas`}
            {reviews.data.total > reviews.data.reviews.length
              ? ` (se muestran las ${String(reviews.data.reviews.length)} más recientes)`
              : ''}
          </p>
          <ul aria-label="Reseñas">
            {reviews.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </div>
      )}
      {token === null ? (
        <p className="rounded-card border border-border bg-surface-muted p-4 text-ink">
          <ShopLink
            href={`/auth/iniciar-sesion?volver=${encodeURIComponent(here)}`}
            className="font-semibold text-brand-700 underline"
          >
            Inicia sesión
          </ShopLink>{' '}
          para escribir una reseña de este producto.
        </p>
      ) : (
        <ReviewForm productId={productId} token={token} />
      )}
    </div>
  );
}
