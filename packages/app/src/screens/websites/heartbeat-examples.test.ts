import { describe, expect, it } from 'vitest';
import { heartbeatExamples, systemdSchedule } from './heartbeat-examples';

const PUSH = 'https://hlidka.example.cz/api/push/hb_1';

describe('heartbeat examples', () => {
  it("run on the heartbeat's cron schedule in its zone", () => {
    const examples = heartbeatExamples(PUSH, {
      cron: '0 6 1,15 * MON',
      timeZone: 'Europe/Prague',
      intervalSeconds: 86_400,
    });
    expect(examples.systemd).toContain(
      'OnCalendar=*-*-01,15 06:00:00 Europe/Prague\nOnCalendar=Mon *-*-* 06:00:00 Europe/Prague\n',
    );
    expect(examples.kubernetes).toContain('  schedule: "0 6 1,15 * MON"\n  timeZone: "Europe/Prague"\n');
    expect(examples.curl).toContain(`${PUSH}/start`);
  });

  it('run an interval heartbeat every interval', () => {
    const schedule = { cron: null, timeZone: 'Europe/Prague', intervalSeconds: 600 };
    expect(systemdSchedule(schedule)).toEqual(['OnBootSec=1min', 'OnUnitActiveSec=600s']);
    const examples = heartbeatExamples(PUSH, schedule);
    expect(examples.kubernetes).toContain('  schedule: "*/10 * * * *"\n');
    expect(examples.kubernetes).not.toContain('timeZone');
  });
});
