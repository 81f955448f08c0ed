import { statusPageStateValues } from '@hlidka/contract';
import { pageTexts } from './page-texts';

// The embeddable widget: `<script src="{PUBLIC_URL}/status/widget.js" data-slug="acme" async></script>` puts a link
// with the page's headline where the script stands. It reads the cached public JSON; its texts come from the page's.

const headlines = Object.fromEntries(
  (['cs', 'en'] as const).map((language) => [
    language,
    Object.fromEntries(statusPageStateValues.map((state) => [state, pageTexts[language].headline[state]])),
  ]),
);
const colours = {
  operational: '#16a34a',
  degraded_performance: '#ea580c',
  partial_outage: '#f59e0b',
  major_outage: '#dc2626',
  maintenance: '#2563eb',
  no_data: '#64748b',
};

let script: string | undefined;

export function widgetScript(): string {
  script ??= `(function(){var s=document.currentScript;if(!s)return;var slug=s.getAttribute('data-slug');if(!slug)return;
var base=new URL(s.src).origin,T=${JSON.stringify(headlines)},C=${JSON.stringify(colours)};
var a=document.createElement('a');a.href=base+'/status/'+encodeURIComponent(slug);a.target='_blank';a.rel='noopener';
a.style.cssText='display:inline-flex;align-items:center;gap:.5em;font:14px system-ui,sans-serif;text-decoration:none;color:inherit';
var dot=document.createElement('span');dot.style.cssText='width:.75em;height:.75em;border-radius:50%;background:#64748b';
var label=document.createElement('span');a.appendChild(dot);a.appendChild(label);s.parentNode.insertBefore(a,s);
fetch(base+'/api/public/status-pages/'+encodeURIComponent(slug)).then(function(r){if(!r.ok)throw 0;return r.json()}).then(function(p){
var lang=p.language==='auto'?(s.getAttribute('data-lang')||(navigator.language||'cs').slice(0,2)):p.language;if(!T[lang])lang='cs';
label.textContent=p.name+': '+T[lang][p.state];dot.style.background=C[p.state]}).catch(function(){a.remove()})})();`;
  return script;
}
