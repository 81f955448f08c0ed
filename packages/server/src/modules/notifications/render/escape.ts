/** Slack mrkdwn: only &, < and > are control characters (links and mentions are `<…>`). */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Markdown (Discord, Teams): backslash every character that could start formatting, links or mentions. */
export function escapeMarkdown(value: string): string {
  return value.replace(/([\\`*_~|<>[\]()#@!])/g, '\\$1');
}

/** Telegram's HTML parse mode: &, < and > only. */
export function escapeTelegramHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
