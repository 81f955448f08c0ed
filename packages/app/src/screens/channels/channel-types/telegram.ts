import type { ChannelFormModule } from './module';

/** Telegram: a bot's token (kept when left empty on edit) and the chat it writes to. */
export const telegramModule: ChannelFormModule<'telegram'> = {
  fields: [
    { name: 'botToken', kind: 'secret', required: true, pattern: /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/, hint: true },
    { name: 'chatId', kind: 'text', required: true, pattern: /^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/, hint: true },
  ],
};
