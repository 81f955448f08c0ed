import type { FastifyRequest } from 'fastify';
import type { Translated } from './app-error';
import type { Language } from './types';

/** The preferred supported language of an Accept-Language header (cs for cs/sk, en for en), cs by default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'cs';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'cs' || tag.startsWith('cs-') || tag === 'sk' || tag.startsWith('sk-')) return 'cs';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'cs';
}

/** Pick the request's language from a translated pair. */
export function t(request: Pick<FastifyRequest, 'language'>, message: Translated): string {
  return message[request.language] ?? message.cs;
}
