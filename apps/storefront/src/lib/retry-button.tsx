import { island, useIslandPage } from './island';

type RetryProps = { label: string; className?: string };

/** Loads the page again: what a retry is on a page the server rendered. */
function ReloadButtonView({ label, className }: RetryProps) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}

/** «Reintentar» on a catalogue page, an island hydrated when the shopper reaches for it. */
export const ReloadButton = island('reload-button', ReloadButtonView, { when: 'interaction' });

/**
 * «Reintentar» after something could not be loaded: in the app it asks again (`onRetry`); on a
 * catalogue page (server HTML with islands, decision 022) it loads the page again, as nothing
 * there can ask the store but the server.
 */
export function RetryButton({ onRetry, ...props }: RetryProps & { onRetry: () => void }) {
  if (useIslandPage()) return <ReloadButton {...props} />;
  return (
    <button type="button" className={props.className} onClick={onRetry}>
      {props.label}
    </button>
  );
}
