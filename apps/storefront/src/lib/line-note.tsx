/**
 * Why a line cannot be bought as it is (sold out, short, no longer for sale): a short label and
 * what to do, readable in the cart and on the checkout's review alike.
 */
export function LineNote({ label, text }: { label: string; text: string }) {
  return (
    <p className="mt-1 text-sm text-ink">
      <span className="mr-1 inline-block rounded-control bg-danger-soft px-1.5 py-0.5 text-xs font-semibold text-ink uppercase">
        {label}
      </span>
      {text}
    </p>
  );
}
