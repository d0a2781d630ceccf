import type { FastifyInstance } from 'fastify';
import { currentUserRoutes } from './current-user';
import { emailVerificationRoutes } from './email-verification';
import { passwordResetRoutes } from './password-reset';
import { registrationRoutes } from './registration';
import { signInCodeRoutes } from './sign-in-codes';
import { signInRoutes } from './sign-in';

/** Registration, sign-in (password or e-mailed code), the current user, e-mail verification and password reset. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(signInCodeRoutes);
  await app.register(currentUserRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(passwordResetRoutes);
}
