import { Link } from '@tanstack/react-router';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import type { ReactNode } from 'react';
import { PageIntro } from '../../lib/page-intro';

/** A page that ends with a new password: what happened, then the way back to «Iniciar sesión». */
export function SignInAgain({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageIntro title={title}>
        <p>{children}</p>
      </PageIntro>
      <Link to="/auth/iniciar-sesion" className={plainButtonClasses()}>
        Iniciar sesión
      </Link>
    </>
  );
}
