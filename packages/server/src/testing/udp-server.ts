import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface TestUdpServer {
  port: number;
  /** Each datagram received: its bytes and the address it came from. */
  received: { bytes: Buffer; from: string }[];
  close(): Promise<void>;
}

/**
 * A UDP server on 127.0.0.1 (random port) for the UDP checker's tests: answers each datagram with `reply(bytes)`, or
 * stays silent when that gives null.
 */
export async function startUdpServer(reply: (bytes: Buffer) => Buffer | null): Promise<TestUdpServer> {
  const socket = createSocket('udp4');
  const received: TestUdpServer['received'] = [];
  socket.on('message', (bytes, remote) => {
    received.push({ bytes, from: remote.address });
    const answer = reply(bytes);
    if (answer) socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: (socket.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
