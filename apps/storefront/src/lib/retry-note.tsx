import { Button } from '@vitrina/ui/button';
import { messages } from '../copy/messages';

/** What could not be loaded, announced, with «Reintentar» to load it again. */
export function RetryNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onPress={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}
