import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free port of 127.0.0.1 and returns it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Opens a raw TCP connection: for requests an HTTP client would not send as written. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.once('close', () => resolve(received));
  });
}

/** Sends the request as written (with Connection: close) and returns the raw response. */
export async function rawRequest(port: number, request: string): Promise<string> {
  const socket = await openSocket(port);
  const response = readUntilClosed(socket);
  socket.write(request);
  return response;
}
