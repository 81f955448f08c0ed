// `hlidka export`, `hlidka plan -f FILE` and `hlidka apply -f FILE [--prune]`: monitoring as code over the REST API
// with an API key (issue 29 item 1). Exit codes: 0 done (plan: no changes), 2 plan found changes, 1 an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigChange, ConfigPlanData } from '@hlidka/contract';
import { stringify } from 'yaml';
import { ConfigFileError, pathOf, readConfigFile, validateConfigFile } from './config-file';

export interface RemoteOptions {
  /** The server's address, e.g. https://hlidka.example.cz. */
  url: string;
  apiKey: string;
  language: 'cs' | 'en';
}

export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** An error the command reports as its lines, ending with exit code 1. */
export class CliError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'CliError';
  }
}

interface ErrorAnswer {
  message?: string;
  errors?: Record<string, string[]>;
}

async function call<T>(
  remote: RemoteOptions,
  method: 'GET' | 'POST',
  route: string,
  body: unknown,
  where?: (field: string) => string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(route, remote.url), {
      method,
      headers: {
        authorization: `Bearer ${remote.apiKey}`,
        'accept-language': remote.language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new CliError([`cannot reach ${remote.url}: ${(error as Error).cause ?? (error as Error).message}`]);
  }
  const answer = (await response.json().catch(() => ({}))) as ErrorAnswer & { data?: T };
  if (response.ok && answer.data !== undefined) return answer.data;
  const lines = [answer.message ?? `${response.status} ${response.statusText}`];
  for (const [field, messages] of Object.entries(answer.errors ?? {})) {
    const shown = field.replace(/^body\.document\./, '');
    for (const message of messages) lines.push(`${where ? `${where(shown)}: ` : ''}${shown}: ${message}`);
  }
  throw new CliError(lines);
}

const singular: Record<ConfigChange['kind'], string> = {
  groups: 'group',
  websites: 'website',
  channels: 'channel',
  rules: 'rule',
  escalationPolicies: 'escalation policy',
  statusPages: 'status page',
  maintenanceWindows: 'maintenance window',
};
const sign: Record<ConfigChange['action'], string> = { create: '+', update: '~', delete: '-' };
const shown = (value: unknown) => (value === undefined ? 'null' : JSON.stringify(value));

/** A plan as terraform prints one: `+ create website api`, `~ update …` with `field: from → to`, `- delete …`. */
export function formatPlan(plan: ConfigPlanData, applied: boolean): string {
  if (plan.changes.length === 0) return 'No changes. The account matches the configuration.\n';
  const lines = plan.changes.flatMap((change) => [
    `${sign[change.action]} ${change.action} ${singular[change.kind]} ${change.key}${
      change.name !== change.key ? ` (${change.name})` : ''
    }`,
    ...change.fields.map((f) => `    ${f.field}: ${shown(f.from)} → ${shown(f.to)}`),
  ]);
  const { create, update, delete: remove } = plan.summary;
  const verb = applied ? 'Applied' : 'Plan';
  lines.push('', `${verb}: ${create} to create, ${update} to update, ${remove} to delete.`);
  return `${lines.join('\n')}\n`;
}

/** `hlidka export [--format yaml|json]`: the account as a document on standard output. */
export async function runExport(remote: RemoteOptions, format: 'yaml' | 'json', io: CliOutput): Promise<number> {
  const { document } = await call<{ document: Record<string, unknown> }>(remote, 'GET', '/api/config', undefined);
  const withSchema = { $schema: new URL('/api/config/schema.json', remote.url).href, ...document };
  io.out(format === 'json' ? `${JSON.stringify(withSchema, null, 2)}\n` : stringify(withSchema, { lineWidth: 0 }));
  return 0;
}

/** `hlidka plan` (writes nothing; exit 2 when there are changes) and `hlidka apply`. */
export async function runPlanOrApply(
  remote: RemoteOptions,
  options: { file: string; prune: boolean; apply: boolean },
  io: CliOutput,
): Promise<number> {
  let text: string;
  try {
    text = readFileSync(options.file, 'utf8');
  } catch (error) {
    throw new CliError([`cannot read ${options.file}: ${(error as Error).message}`]);
  }
  const file = readConfigFile(path.basename(options.file), text);
  const document = validateConfigFile(file, remote.language);
  const route = options.apply ? '/api/config/apply' : '/api/config/plan';
  const plan = await call<ConfigPlanData>(remote, 'POST', route, { document, prune: options.prune }, (field) =>
    file.at(pathOf(field)),
  );
  io.out(formatPlan(plan, options.apply));
  return !options.apply && plan.changes.length > 0 ? 2 : 0;
}

/** Run one of the commands; errors become their lines on standard error and exit code 1. */
export async function runConfigCommand(work: () => Promise<number>, io: CliOutput): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigFileError) {
      io.err(`${error.lines.map((line) => `hlidka: ${line}`).join('\n')}\n`);
      return 1;
    }
    throw error;
  }
}
