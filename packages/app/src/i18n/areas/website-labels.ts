import { defineArea } from './define-area';

// The few websites texts the dashboard shares with the websites screens (status labels, "no data", "add website"),
// under the `websiteLabels` key: the dashboard loads these, not the whole websites area.
export const websiteLabels = defineArea('websiteLabels', {
  cs: {
    add: 'Přidat web',
    status: {
      up: 'Dostupný',
      down: 'Nedostupný',
      paused: 'Pozastaveno',
      pending: 'Čeká na kontrolu',
      maintenance: 'Údržba',
      degraded: 'Zpomalený',
      no_data: 'Bez dat',
    },
    /** A heartbeat's `pending`: no signal yet, and its first deadline has not passed. */
    waitingForFirstPing: 'Čeká na první signál',
    firstRunRunning: 'První běh probíhá',
    /** A website not yet checked because no live worker serves its regions (instead of "Čeká na kontrolu"). */
    noWorker: 'Žádný pracovník v oblasti {{regions}}',
    noData: 'Bez dat',
    lastCheck: {
      failed: 'poslední kontrola selhala: {{cause}}',
      passed: 'poslední kontrola v pořádku',
      none: 'zatím bez kontroly',
    },
  },
  en: {
    add: 'Add website',
    status: {
      up: 'Up',
      down: 'Down',
      paused: 'Paused',
      pending: 'Awaiting check',
      maintenance: 'Maintenance',
      degraded: 'Degraded',
      no_data: 'No data',
    },
    waitingForFirstPing: 'Waiting for the first ping',
    firstRunRunning: 'First run in progress',
    noWorker: 'No worker in region {{regions}}',
    noData: 'No data',
    lastCheck: { failed: 'last check failed: {{cause}}', passed: 'last check passed', none: 'not checked yet' },
  },
});
