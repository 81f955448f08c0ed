// Every text the metrics endpoint answers with, in Czech (the default) and English.
export const metricsMessages = {
  disabled: {
    cs: 'Metriky nejsou zapnuté (nastavte METRICS_TOKEN).',
    en: 'Metrics are off (set METRICS_TOKEN).',
  },
  tokenRequired: {
    cs: 'Metriky vyžadují token metrik nebo API klíč (Authorization: Bearer …).',
    en: 'Metrics need the metrics token or an API key (Authorization: Bearer …).',
  },
  workerTokenRequired: {
    cs: 'Metriky workeru vyžadují token metrik (Authorization: Bearer …).',
    en: 'A worker’s metrics need the metrics token (Authorization: Bearer …).',
  },
};
