import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** What every JSON answer carries: nothing in it may be framed, sniffed, run or read by another site. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** Sends raw bytes, then collects what the server writes until it closes the connection. */
function rawExchange(
  port: number,
  write: (socket: net.Socket) => void,
): Promise<{ head: string; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => write(socket));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headPart = '', body = ''] = received.split('\r\n\r\n');
      const [head = '', ...lines] = headPart.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ head, headers, body });
    });
  });
}

describe('the server at the transport level', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('sends the API’s security headers with a page of the API, an error and an unreadable URL', async () => {
    for (const url of [
      '/api/v1/reserve-areas',
      '/api/v1/no-such-thing',
      '/api/v1/articles/%E0%A4%A',
      `/api/v1/articles/${'x'.repeat(120)}`,
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(Object.fromEntries(response.headers), url).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('sends a page’s security headers with anything outside the API: pages and the files they load', async () => {
    for (const url of ['/', '/contact-us', '/no-such-page']) {
      const headers = Object.fromEntries((await fetch(`http://127.0.0.1:${port}${url}`)).headers);
      expect(headers, url).toMatchObject({
        'content-security-policy': expect.stringContaining("script-src 'self'"),
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers headers too large with the 431 envelope and the security headers', async () => {
    const answer = await rawExchange(port, (socket) =>
      socket.end(`GET /api/v1/reserve-areas HTTP/1.1\r\nHost: portal\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.head).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers).toMatchObject({ ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(answer.body)).toEqual({ message: 'ترويسات الطلب أكبر من المسموح' });
  });

  it('cuts off a slow sender with the 408 envelope while other requests are served', async () => {
    let trickle: NodeJS.Timeout | undefined;
    const slow = rawExchange(port, (socket) => {
      socket.write(
        'POST /api/v1/forgot-password HTTP/1.1\r\nHost: portal\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n',
      );
      trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    });
    const others: number[] = [];
    const served = (async () => {
      for (let request = 0; request < 10; request += 1) {
        others.push((await fetch(`http://127.0.0.1:${port}/api/v1/reserve-areas`)).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answer = await slow;
    clearInterval(trickle);
    await served;
    expect(answer.head).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'استغرق إرسال الطلب وقتا أطول من المسموح، يرجى المحاولة مرة أخرى',
    });
    expect(others).toEqual(Array(10).fill(200));
  });

  it('counts a per-address limit by the address the trusted proxy saw, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 12; request += 1) {
      const form = new FormData();
      form.append('email', `forged-${request}@example.sa`);
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/forgot-password`, {
        method: 'POST',
        body: form,
        // A client forges a new address each time; the proxy on 127.0.0.1 appends the one it saw.
        headers: { 'x-forwarded-for': `203.0.113.${request}, 10.20.30.40` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
