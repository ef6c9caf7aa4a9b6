import { useParams } from 'react-router';
import type { LoginMethod } from '@payee/contract';
import { SignInForm } from '@/components/client-access/sign-in-form';
import { loginBase } from './login-chooser-page';

/** `/auth/login[/:id]/user` or `/auth/login[/:id]/ssn`: the shared sign-in card, the id kept. */
function SignInPage({ method }: { method: LoginMethod }) {
  const { id } = useParams();
  const page = method === 'username' ? 'user' : 'ssn';
  return <SignInForm method={method} applicationCode={id} otherWayTo={loginBase(id)} withoutCodeTo={`${loginBase(undefined)}/${page}`} />;
}

/** `/auth/login[/:id]/user`. */
export function UsernameSignInPage() {
  return <SignInPage method="username" />;
}

/** `/auth/login[/:id]/ssn`. */
export function SsnSignInPage() {
  return <SignInPage method="ssn" />;
}
