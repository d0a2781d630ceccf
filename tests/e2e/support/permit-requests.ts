import type { Fields } from '../../support/accounts';
import { validPermitFields } from '../../support/permit-fixtures';

/** A specific-area request of the signed-in citizen, sent through the API as the browser sends it. */
export async function submitSpecificAreaRequest(
  portalUrl: string,
  token: string,
  overrides: Fields = {},
): Promise<{ uuid: string; reference: string }> {
  const form = new FormData();
  const fields: Fields = { ...validPermitFields['specific-area'](), ...overrides };
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  const response = await fetch(`${portalUrl}/api/v1/permits/specific-area`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`POST permits/specific-area: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { uuid: string; reference: string } }).data;
}
