/**
 * Why the last send failed (the shop's Spanish message), kept under the form's heading and
 * announced when it appears (a toast goes away).
 */
export function RefusalNote({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
      {message}
    </p>
  ) : null;
}
