import { defineArea } from './define-area';

// Texts of notifications, per kind (`incident.opened` → notices.incident.opened), under the `notices` key (t('notices.…')).
export const notices = defineArea('notices', {
  cs: {
    incident: {
      opened: {
        subject: 'Web {{websiteName}} je nedostupný',
        dependents_one: '{{websiteName}} a {{count}} závislý web jsou nedostupné',
        dependents_few: '{{websiteName}} a {{count}} závislé weby jsou nedostupné',
        dependents_other: '{{websiteName}} a {{count}} závislých webů jsou nedostupné',
        body: 'Kontroly webu selhávají.',
        body_cause: 'Příčina: {{cause}}',
      },
      acknowledged: {
        subject: 'Incident webu {{websiteName}} byl potvrzen',
        body: 'Incident byl potvrzen.',
        body_actor: 'Potvrzeno uživatelem {{actorName}}.',
      },
      resolved: {
        subject: 'Web {{websiteName}} je opět dostupný',
        body: 'Kontroly opět procházejí.',
        body_actor: 'Vyřešeno uživatelem {{actorName}}.',
      },
    },
    heartbeat: {
      missed: {
        subject: 'Heartbeat {{websiteName}} nepřišel včas',
        subject_heartbeat_failed: 'Heartbeat {{websiteName}} ohlásil selhání',
        subject_heartbeat_running_too_long: 'Úloha heartbeatu {{websiteName}} běží příliš dlouho',
        body: 'Heartbeat nepřišel včas.',
        body_cause: 'Příčina: {{cause}}',
      },
    },
    tls: {
      expiring: {
        subject: 'Certifikát webu {{websiteName}} brzy vyprší',
        body_zero: 'Platnost certifikátu končí dnes.',
        body_one: 'Platnost certifikátu končí za {{count}} den.',
        body_few: 'Platnost certifikátu končí za {{count}} dny.',
        body_other: 'Platnost certifikátu končí za {{count}} dní.',
      },
    },
    domain: {
      expiring: {
        subject: 'Doména webu {{websiteName}} brzy vyprší',
        body_zero: 'Registrace domény končí dnes.',
        body_one: 'Registrace domény končí za {{count}} den.',
        body_few: 'Registrace domény končí za {{count}} dny.',
        body_other: 'Registrace domény končí za {{count}} dní.',
      },
    },
    website: {
      paused: { subject: 'Monitoring webu {{websiteName}} je pozastaven', body: 'Kontroly webu neběží.' },
      degraded: {
        subject: 'Web {{websiteName}} je zpomalený',
        body: 'Odezva {{responseMs}} ms je nad limitem {{budgetMs}} ms.',
      },
      recovered_performance: {
        subject: 'Web {{websiteName}} už není zpomalený',
        body: 'Odezva {{responseMs}} ms je opět v limitu {{budgetMs}} ms.',
      },
      changed: {
        subject: 'Na webu {{websiteName}} se něco změnilo',
        body: 'Změnil se sledovaný údaj: $t(notices.website.changed.items.{{item}}).',
        items: {
          content: 'obsah stránky',
          certificate: 'certifikát TLS',
          addresses: 'adresy serveru',
          records: {
            CNAME: 'záznam DNS CNAME',
            MX: 'záznamy DNS MX',
            NS: 'záznamy DNS NS',
            TXT: 'záznamy DNS TXT',
          },
        },
      },
    },
    summary: {
      weekly: {
        subject: 'Týdenní souhrn Hlídky',
        body: 'Incidenty za posledních 7 dní: {{incidents}}, výpadky celkem {{downtimeMinutes}} min.',
      },
    },
    checker: {
      unreachable: {
        subject: 'Hlídka se nemůže spojit se sítí',
        body: 'Kontroly z oblasti {{region}} nedosáhnou na {{hosts}} různých serverů. Dokud se spojení neobnoví, zapisují se jako „bez dat“ a neotevírají incidenty.',
      },
    },
    region: {
      no_worker: {
        subject: 'Web {{websiteName}} nemá v oblasti pracovníka',
        body: 'Žádný pracovník v oblasti {{region}}: odtud web nikdo nekontroluje. Spusťte tam pracovníka (hlidka start --role worker s REGION={{region}}), nebo v nastavení webu vyberte oblast, kde pracovník běží.',
      },
    },
    on_call: {
      shift_starting: {
        subject: 'Vaše pohotovost brzy začíná',
        body: 'Vaše pohotovost v rozpisu {{scheduleName}} začíná {{startsAt, datetime(dateStyle: medium; timeStyle: short)}}.',
      },
    },
  },
  en: {
    incident: {
      opened: {
        subject: '{{websiteName}} is down',
        dependents_one: '{{websiteName}} and {{count}} dependent website are down',
        dependents_few: '{{websiteName}} and {{count}} dependent websites are down',
        dependents_other: '{{websiteName}} and {{count}} dependent websites are down',
        body: 'Checks of the website fail.',
        body_cause: 'Cause: {{cause}}',
      },
      acknowledged: {
        subject: 'Incident on {{websiteName}} acknowledged',
        body: 'The incident was acknowledged.',
        body_actor: 'Acknowledged by {{actorName}}.',
      },
      resolved: {
        subject: '{{websiteName}} is back up',
        body: 'Checks pass again.',
        body_actor: 'Resolved by {{actorName}}.',
      },
    },
    heartbeat: {
      missed: {
        subject: 'Heartbeat {{websiteName}} did not arrive in time',
        subject_heartbeat_failed: 'Heartbeat {{websiteName}} reported a failure',
        subject_heartbeat_running_too_long: 'The job of heartbeat {{websiteName}} is running too long',
        body: 'The heartbeat did not arrive in time.',
        body_cause: 'Cause: {{cause}}',
      },
    },
    tls: {
      expiring: {
        subject: 'The certificate of {{websiteName}} expires soon',
        body_zero: 'The certificate expires today.',
        body_one: 'The certificate expires in {{count}} day.',
        body_few: 'The certificate expires in {{count}} days.',
        body_other: 'The certificate expires in {{count}} days.',
      },
    },
    domain: {
      expiring: {
        subject: 'The domain of {{websiteName}} expires soon',
        body_zero: 'The domain registration expires today.',
        body_one: 'The domain registration expires in {{count}} day.',
        body_few: 'The domain registration expires in {{count}} days.',
        body_other: 'The domain registration expires in {{count}} days.',
      },
    },
    website: {
      paused: { subject: 'Monitoring of {{websiteName}} is paused', body: 'The website is not being checked.' },
      degraded: {
        subject: '{{websiteName}} is degraded',
        body: 'The response time of {{responseMs}} ms is over the {{budgetMs}} ms budget.',
      },
      recovered_performance: {
        subject: '{{websiteName}} is no longer degraded',
        body: 'The response time of {{responseMs}} ms is within the {{budgetMs}} ms budget again.',
      },
      changed: {
        subject: 'Something changed on {{websiteName}}',
        body: 'A watched value changed: $t(notices.website.changed.items.{{item}}).',
        items: {
          content: 'page content',
          certificate: 'TLS certificate',
          addresses: 'server addresses',
          records: {
            CNAME: 'DNS CNAME record',
            MX: 'DNS MX records',
            NS: 'DNS NS records',
            TXT: 'DNS TXT records',
          },
        },
      },
    },
    summary: {
      weekly: {
        subject: 'Hlídka weekly summary',
        body: 'Incidents in the past 7 days: {{incidents}}, {{downtimeMinutes}} min of downtime in total.',
      },
    },
    checker: {
      unreachable: {
        subject: 'Hlídka cannot reach the network',
        body: 'Checks from region {{region}} cannot reach {{hosts}} different servers. Until the connection is back, they are recorded as “no data” and open no incidents.',
      },
    },
    region: {
      no_worker: {
        subject: 'No worker checks {{websiteName}} in its region',
        body: "No worker in region {{region}}: nothing checks the website from there. Start a worker there (hlidka start --role worker with REGION={{region}}), or choose a region with a running worker in the website's settings.",
      },
    },
    on_call: {
      shift_starting: {
        subject: 'Your on-call shift starts soon',
        body: 'Your on-call shift in {{scheduleName}} starts {{startsAt, datetime(dateStyle: medium; timeStyle: short)}}.',
      },
    },
  },
});
