// The product as it is deployed: behind a TLS front that speaks HTTP/2 to browsers (nginx, Caddy or a load
// balancer), the reference server behind it. Browsers speak HTTP/2 only over TLS, so a page served on plain
// http://127.0.0.1 loads over HTTP/1.1: six connections, a round trip per request. This front terminates TLS with a
// throwaway self-signed certificate for 127.0.0.1: HTTP/2 streams go to the server as HTTP/1.1 requests, and an
// HTTP/1.1 connection (the live WebSocket) is passed through byte for byte.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { freePort } from './apiServer.mjs';

/** HTTP/2 forbids these connection-level headers (RFC 9113 section 8.2.2). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function selfSignedCertificate(dir) {
  const key = path.join(dir, 'front-key.pem');
  const cert = path.join(dir, 'front-cert.pem');
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl could not make a certificate: ${run.stderr}`);
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Starts the front before `targetUrl` (http://127.0.0.1:port); resolves with its https URL and a stop. */
export async function startHttpsFront(targetUrl, dir) {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const h2 = http2.createServer();
  h2.on('stream', (stream, headers) => {
    const requestHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) requestHeaders[name] = value;
    requestHeaders.host = headers[':authority'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: requestHeaders,
        agent,
      },
      (response) => {
        const responseHeaders = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.includes(name)) responseHeaders[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(responseHeaders);
        response.pipe(stream);
      },
    );
    upstream.on('error', () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => upstream.destroy());
    stream.pipe(upstream);
  });
  const front = tls.createServer({ ...selfSignedCertificate(dir), ALPNProtocols: ['h2', 'http/1.1'] }, (socket) => {
    if (socket.alpnProtocol === 'h2') {
      h2.emit('connection', socket);
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
    socket.on('close', close);
    upstream.on('close', close);
  });
  const port = await freePort();
  await new Promise((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        front.close(() => resolve());
        h2.close();
      }),
  };
}
