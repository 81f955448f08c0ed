import { defineArea } from './define-area';

// An incident's status words, shared by the incidents screens, the dashboard and a website's history, under the
// `incidentLabels` key: those screens load these, not one another's areas.
export const incidentLabels = defineArea('incidentLabels', {
  cs: {
    status: { open: 'Otevřený', acknowledged: 'Potvrzený', resolved: 'Vyřešený' },
  },
  en: {
    status: { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' },
  },
});
