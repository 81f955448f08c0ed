import { HEX_COLOUR_PATTERN } from '@hlidka/contract';
import theme from '@hlidka/ui/theme.css?raw';
import { type SafeHtml, trustedHtml } from '../../html';

// The public pages' stylesheet. Its colours are the app's: the ui package's tokens (packages/ui/src/styles/theme.css),
// light and dark by the visitor's preference, bundled in at build time. The owner's colour, when set, is the brand.

/** The custom properties of one rule of the theme (`:root`, `.dark`). */
function tokens(selector: string): [string, string][] {
  const rule = new RegExp(`^${selector} \\{([^}]*)\\}`, 'm').exec(theme)?.[1];
  if (!rule) throw new Error(`The ui theme has no ${selector} rule`);
  return [...rule.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name as string, value as string]);
}
const light = tokens(':root');
const declarations = (list: [string, string][]) => list.map(([name, value]) => `${name}:${value}`).join(';');
/** Dark text on a light brand colour: the light theme's. A grey's relative luminance is its OKLab lightness cubed. */
const darkText = light.find(([name]) => name === '--foreground')?.[1] ?? 'black';
const darkTextLuminance = Number(/oklch\(([\d.]+)/.exec(darkText)?.[1] ?? 0) ** 3;

const STYLE = `
:root{color-scheme:light dark;${declarations(light)}}
@media (prefers-color-scheme:dark){:root{${declarations(tokens('\\.dark'))}}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--background);color:var(--foreground)}
main{max-width:56rem;margin:0 auto;padding:2rem 1rem}header{display:flex;gap:1rem;align-items:center;margin-bottom:1.5rem}
header img{max-height:3rem;max-width:12rem}h1{font-size:1.75rem;margin:0}h2{font-size:1.25rem;margin:2rem 0 .75rem}h3{font-size:1rem;margin:0}
.headline{padding:1rem 1.25rem;border-radius:.75rem;color:var(--on-brand,var(--success-foreground));font-weight:600;font-size:1.125rem;background:var(--brand,var(--success))}
.headline.partial_outage{background:var(--warning);color:var(--warning-foreground)}.headline.major_outage{background:var(--destructive);color:var(--destructive-foreground)}.headline.maintenance{background:var(--info);color:var(--info-foreground)}.headline.degraded_performance{background:var(--degraded);color:var(--degraded-foreground)}.headline.no_data{background:var(--muted-foreground);color:var(--background)}
section.group,.incident{background:var(--background);border:1px solid var(--border);border-radius:.75rem;padding:1rem 1.25rem;margin-top:1rem}
.group ul,.updates{list-style:none;margin:0;padding:0}.website{padding:.75rem 0;border-top:1px solid var(--border)}.website:first-child{border-top:0}
.row{display:flex;justify-content:space-between;gap:1rem;align-items:baseline}.name{font-weight:600;overflow-wrap:anywhere}
.state{font-size:.875rem;font-weight:600;white-space:nowrap}.state.up{color:var(--success-text)}.state.down,.state.affected{color:var(--destructive-text)}.state.maintenance{color:var(--info-text)}.state.degraded{color:var(--degraded-text)}.state.no_data{color:var(--muted-foreground)}
.bars{display:flex;gap:2px;height:2rem;margin:.5rem 0}.day{flex:1;border-radius:2px;background:color-mix(in oklch,var(--muted-foreground) 25%,transparent)}.day.up{background:var(--success)}.day.partial{background:var(--warning)}.day.down{background:var(--destructive)}
.muted{color:var(--muted-foreground);font-size:.875rem}.figures span+span::before{content:" · "}.incident.active{border-color:var(--destructive)}.incident.maintenance{border-color:var(--info)}.updates li{margin-top:.5rem}.edited{color:var(--muted-foreground);font-size:.875rem}.updates p{margin:.25rem 0 0;white-space:pre-line}
footer{margin-top:2rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}a{color:inherit}
.subscribe{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}.subscribe input{font:inherit;padding:.4rem .6rem;border:1px solid var(--input);border-radius:.375rem;background:var(--background);color:var(--foreground)}
.error{color:var(--destructive-text);font-weight:600}a.button{display:inline-block;text-decoration:none;padding:.45rem 1rem;border-radius:.375rem;background:var(--brand,var(--primary));color:var(--on-brand,var(--primary-foreground))}
.subscribe button{font:inherit;padding:.45rem 1rem;border:0;border-radius:.375rem;background:var(--brand,var(--primary));color:var(--on-brand,var(--primary-foreground));cursor:pointer}.trap{position:absolute;left:-10000px}
.postmortem-layout{display:grid;gap:1rem 1.5rem;margin-top:.75rem}@media (min-width:48rem){.postmortem-layout{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
.postmortem{min-width:0;overflow-wrap:anywhere}.postmortem h4{font-size:1rem;margin:1rem 0 .25rem}.postmortem h5{font-size:.9375rem;margin:.75rem 0 .25rem}.postmortem p,.postmortem ul,.postmortem ol{margin:.5rem 0}
.postmortem pre{overflow-x:auto;background:var(--muted);border-radius:.375rem;padding:.75rem;font-size:.8125rem}.postmortem code{font-family:ui-monospace,monospace;font-size:.875em}.postmortem blockquote{margin:.5rem 0;padding:.25rem .75rem;border-left:3px solid var(--border)}
.timeline{min-width:0;border-left:1px solid var(--border);padding-left:1rem}.timeline h4{font-size:.875rem;margin:0 0 .25rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted-foreground)}
@media (max-width:40rem){.day:nth-child(-n+60){display:none}}
`;

/** Relative luminance of `#rrggbb` (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The stylesheet, with the owner's colour and the text on it white or dark, whichever reads better (WCAG contrast). */
export function pageStyle(accent: string | null): SafeHtml {
  if (!accent || !HEX_COLOUR_PATTERN.test(accent)) return trustedHtml(STYLE);
  const l = luminance(accent);
  const onBrand = 1.05 / (l + 0.05) >= (l + 0.05) / (darkTextLuminance + 0.05) ? '#fff' : darkText;
  return trustedHtml(`${STYLE}:root{--brand:${accent};--on-brand:${onBrand}}`);
}
