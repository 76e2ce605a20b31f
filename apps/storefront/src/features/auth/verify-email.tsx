import type { AppContext } from '../../lib/app-context';
import { MailedLink } from './mailed-link';

/** Confirms the e-mail of a verification link as soon as the page opens. */
export function VerifyEmail({
  context,
  link,
}: {
  context: Pick<AppContext, 'store'>;
  link: { email: string; token: string };
}) {
  return (
    <MailedLink
      context={context}
      open={(client) => client.account.verifyEmail(link)}
      pending="Confirmando tu correo…"
      done={`Tu correo ${link.email} quedó confirmado. ¡Gracias!`}
    />
  );
}
