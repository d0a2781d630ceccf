/** Encodes parts as a browser would send them (undici's FormData), for app.inject. */
export async function encodeMultipart(
  parts: [string, string | File][],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
