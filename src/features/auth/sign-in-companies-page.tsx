import { PasswordSignIn } from './password-sign-in';

/** /sign-in-companies: a company's sign-in. */
export default function SignInCompaniesPage() {
  return <PasswordSignIn accountType="company" />;
}
