import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

/** Records a test name has, by type: A/AAAA/CNAME/NS as strings, MX as `{ preference, exchange }`, TXT as strings. */
export interface ZoneRecords {
  A?: string[];
  AAAA?: string[];
  CNAME?: string[];
  NS?: string[];
  MX?: { preference: number; exchange: string }[];
  TXT?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for a check's resolver. */
  server: string;
  port: number;
  /** Questions asked, `TYPE name`, in order. */
  questions: string[];
  /** The address each question came from, in order. */
  sources: string[];
  close(): Promise<void>;
}

/**
 * A small authoritative DNS server on 127.0.0.1 (UDP, random port) for the DNS checker's tests: answers from `zone`,
 * NXDOMAIN for names it does not have, an empty answer (NODATA) for types a name lacks; names in `silent` get no
 * answer at all (a resolver timeout).
 */
export async function startDnsServer(
  zone: Record<string, ZoneRecords>,
  options: { silent?: string[] } = {},
): Promise<TestDnsServer> {
  const socket: Socket = createSocket('udp4');
  const questions: string[] = [];
  const sources: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    questions.push(`${question.type} ${name}`);
    sources.push(remote.address);
    if (options.silent?.includes(name)) return;
    const records = zone[name];
    const answers: dnsPacket.Answer[] = [];
    const type = question.type as keyof ZoneRecords;
    for (const data of records?.[type] ?? []) {
      answers.push({ type, name: question.name, ttl: 60, data } as dnsPacket.Answer);
    }
    if (type === 'TXT') {
      for (const answer of answers) (answer as { data: unknown }).data = [String((answer as { data: unknown }).data)];
    }
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (records ? 0 : 3),
      questions: query.questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = (socket.address() as AddressInfo).port;
  return {
    server: `127.0.0.1:${port}`,
    port,
    questions,
    sources,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
