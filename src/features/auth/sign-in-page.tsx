import { PasswordSignIn } from './password-sign-in';

/** /sign-in: an individual's sign-in. */
export default function SignInPage() {
  return <PasswordSignIn accountType="individual" />;
}
