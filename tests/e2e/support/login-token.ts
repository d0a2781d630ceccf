/** The demo individual of the seed (README "Demo accounts"). */
export const DEMO_INDIVIDUAL = { email: 'individual@demo.reserve.sa', password: 'Rawdat-Noura-2025' };

/** A login token from the running portal's API, as signing in on another device would give. */
export async function loginToken(
  portalUrl: string,
  credentials: { email: string; password: string } = DEMO_INDIVIDUAL,
): Promise<string> {
  const form = new FormData();
  form.append('email', credentials.email);
  form.append('password', credentials.password);
  const response = await fetch(`${portalUrl}/api/v1/login`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
