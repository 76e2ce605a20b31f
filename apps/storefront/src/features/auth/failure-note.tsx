import { accountFailureMessage, type AccountFailure } from './account-failure';

/** Why the last submit failed, kept under the form's heading (the toast goes away). */
export function FailureNote({ failure }: { failure: AccountFailure | null }) {
  return failure ? (
    <p className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
      {accountFailureMessage(failure)}
    </p>
  ) : null;
}
