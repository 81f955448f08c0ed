// Without zod: the app's formatting helpers load with the signed-in shell, which carries no schemas (reports.ts
// re-exports it).

/** Uptime is shown with exactly this many decimals everywhere: screens, report PDFs, e-mails (`99,95 %`). */
export const UPTIME_DECIMALS = 2;
