import { escapeHtml } from '../../../html';
import type { CardOutcome } from '../provider/sandbox';
import { SANDBOX_CARDS } from '../provider/sandbox';

type Lang = 'cs' | 'en';

const texts = {
  cs: {
    title: 'Platba – testovací brána Hlídky',
    setupTitle: 'Uložení karty – testovací brána Hlídky',
    banner: 'Testovací režim: žádné peníze se nestrhnou.',
    amount: 'K úhradě',
    perMonth: 'měsíčně',
    perYear: 'ročně',
    card: 'Číslo karty',
    expiry: 'Platnost (MM/RR)',
    cvc: 'CVC',
    pay: 'Zaplatit',
    save: 'Uložit kartu',
    cancel: 'Zrušit a vrátit se',
    cards: 'Testovací karty',
    success: 'platba projde',
    decline: 'karta bude zamítnuta',
    funds: 'nedostatek prostředků',
    done: 'Tato platba už byla dokončena nebo zrušena.',
    missing: 'Platební relace nebyla nalezena.',
    back: 'Zpět do Hlídky',
    errors: {
      declined: 'Karta byla zamítnuta. Zkuste jinou kartu.',
      insufficient_funds: 'Na kartě není dost prostředků.',
      invalid_number: 'Neplatné číslo karty.',
      invalid_expiry: 'Neplatné datum platnosti karty.',
      invalid_cvc: 'Neplatný kód CVC.',
    },
  },
  en: {
    title: 'Payment – Hlídka test gateway',
    setupTitle: 'Save a card – Hlídka test gateway',
    banner: 'Test mode: no money is charged.',
    amount: 'Amount due',
    perMonth: 'monthly',
    perYear: 'yearly',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    save: 'Save card',
    cancel: 'Cancel and go back',
    cards: 'Test cards',
    success: 'payment succeeds',
    decline: 'card is declined',
    funds: 'insufficient funds',
    done: 'This payment has already been completed or cancelled.',
    missing: 'Payment session not found.',
    back: 'Back to Hlídka',
    errors: {
      declined: 'Your card was declined. Try another card.',
      insufficient_funds: 'Your card has insufficient funds.',
      invalid_number: 'Invalid card number.',
      invalid_expiry: 'Invalid card expiry date.',
      invalid_cvc: 'Invalid CVC.',
    },
  },
} as const;

function money(minor: number, currency: string, lang: Lang) {
  const n = new Intl.NumberFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', { minimumFractionDigits: 2 }).format(minor / 100);
  if (currency === 'czk') return `${n} Kč`;
  if (currency === 'eur') return `${n} €`;
  return `$${n}`;
}

const style = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 1rem}.banner{background:#fff4d6;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}
label{display:block;margin-top:1rem;font-size:.875rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;
border:1px solid #c5cbd3;border-radius:6px;font-size:1rem;margin-top:.25rem}.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:6px;background:#1f6feb;color:#fff;font-size:1rem;
font-weight:600;cursor:pointer}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
button.secondary{background:transparent;color:#1f6feb;border:1px solid #1f6feb}
.error{background:#fde7e9;color:#8a1020;border-radius:6px;padding:.5rem .75rem;margin-top:1rem}
.amount{font-size:1.5rem;font-weight:700}.hint{font-size:.8rem;color:#57606a;margin-top:1.5rem}code{font-size:.8rem}`;

function layout(lang: Lang, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export interface CheckoutPageInput {
  lang: Lang;
  action: string;
  mode: 'subscription' | 'setup';
  productName: string | null;
  amountMinor: number | null;
  currency: string;
  interval: string | null;
  error?: Exclude<CardOutcome, 'ok'>;
  /** What was typed, shown again after a refusal (the success test card otherwise). */
  card?: string;
  expiry?: string;
}

/** The sandbox's hosted card form (no scripts: a plain form posting back to the server). */
export function checkoutPage(input: CheckoutPageInput): string {
  const t = texts[input.lang];
  const title = input.mode === 'setup' ? t.setupTitle : t.title;
  const amount =
    input.mode === 'subscription' && input.amountMinor !== null
      ? `<p>${escapeHtml(input.productName ?? '')}</p><p>${t.amount}: <span class="amount" data-testid="amount">${escapeHtml(
          money(input.amountMinor, input.currency, input.lang),
        )}</span> ${input.interval === 'year' ? t.perYear : t.perMonth}</p>`
      : '';
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(t.errors[input.error])}</p>` : '';
  const action = escapeHtml(input.action);
  return layout(
    input.lang,
    title,
    `<h1>${title}</h1><p class="banner">${t.banner}</p>${amount}${error}
<form method="post" action="${action}">
<input type="hidden" name="lang" value="${input.lang}">
<label for="card">${t.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.card ?? SANDBOX_CARDS.success)}">
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" required value="${escapeHtml(input.expiry ?? '12/34')}"></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="123"></div></div>
<button type="submit" name="action" value="pay">${input.mode === 'setup' ? t.save : t.pay}</button>
</form>
<form method="post" action="${action}"><input type="hidden" name="lang" value="${input.lang}">
<button type="submit" class="secondary" name="action" value="cancel">${t.cancel}</button></form>
<p class="hint">${t.cards}: <code>${SANDBOX_CARDS.success}</code> ${t.success}; <code>${SANDBOX_CARDS.declined}</code> ${t.decline};
<code>${SANDBOX_CARDS.insufficientFunds}</code> ${t.funds}.</p>`,
  );
}

export function messagePage(lang: Lang, kind: 'done' | 'missing', backUrl: string): string {
  const t = texts[lang];
  return layout(
    lang,
    t.title,
    `<h1>${t.title}</h1><p>${t[kind]}</p><p><a href="${escapeHtml(backUrl)}">${t.back}</a></p>`,
  );
}
