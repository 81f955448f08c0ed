import { defineArea } from './define-area';

// Texts of the state an edit or create screen shows to a role that may not change its thing (t('access.…')); the role
// names are the teams area's (t('teams.roles.…')).
export const access = defineArea('access', {
  cs: {
    denied: {
      title: {
        websites: 'Nemáte oprávnění upravit tento web',
        escalationPolicies: 'Nemáte oprávnění upravit tuto eskalační politiku',
        statusPages: 'Nemáte oprávnění upravit tuto stavovou stránku',
        maintenance: 'Nemáte oprávnění upravit toto okno údržby',
        schedules: 'Nemáte oprávnění upravit tento rozpis pohotovosti',
        team: 'Nemáte oprávnění upravit tento tým',
      },
      role: 'Vaše role v týmu {{team}}: {{role}}',
      text: 'Tato role změnu nedovoluje. Pokud ji potřebujete, požádejte správce týmu o jinou roli.',
      back: {
        websites: 'Zpět na web',
        escalationPolicies: 'Zpět na eskalační politiky',
        statusPages: 'Zpět na stavové stránky',
        maintenance: 'Zpět na údržbu',
        schedules: 'Zpět na rozpis pohotovosti',
        team: 'Zpět na tým',
      },
    },
    checking: 'Ověřování oprávnění...',
  },
  en: {
    denied: {
      title: {
        websites: 'You do not have permission to edit this website',
        escalationPolicies: 'You do not have permission to edit this escalation policy',
        statusPages: 'You do not have permission to edit this status page',
        maintenance: 'You do not have permission to edit this maintenance window',
        schedules: 'You do not have permission to edit this on-call schedule',
        team: 'You do not have permission to edit this team',
      },
      role: 'Your role in the team {{team}}: {{role}}',
      text: 'This role does not allow the change. If you need it, ask a team admin for another role.',
      back: {
        websites: 'Back to the website',
        escalationPolicies: 'Back to escalation policies',
        statusPages: 'Back to status pages',
        maintenance: 'Back to maintenance',
        schedules: 'Back to the on-call schedule',
        team: 'Back to the team',
      },
    },
    checking: 'Checking permissions...',
  },
});
