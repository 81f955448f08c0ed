import type { PublicWebsiteState, StatusPageState, WebsiteStatus } from '@hlidka/contract';

/**
 * What visitors are told about one website: paused and never-checked websites are no data, never up; a website in a
 * maintenance window (by the clock, or as its last check found it) is in maintenance, never up or down.
 */
export function publicStateOf(status: WebsiteStatus, inMaintenance = false, affected = false): PublicWebsiteState {
  if (inMaintenance || status === 'maintenance') return 'maintenance';
  // Down with its failure linked to the outage of a website it depends on.
  if (status === 'down' && affected) return 'affected';
  if (status === 'up' || status === 'down' || status === 'degraded') return status;
  return 'no_data';
}

/**
 * The page's headline: an outage outweighs maintenance, maintenance outweighs degraded performance; all websites with
 * data down is a major outage, some a partial one; nothing known (or nothing on the page) is no data.
 */
export function overallState(states: readonly PublicWebsiteState[]): StatusPageState {
  const down = states.filter((s) => s === 'down' || s === 'affected').length;
  const up = states.filter((s) => s === 'up' || s === 'degraded').length;
  if (down > 0) return up === 0 ? 'major_outage' : 'partial_outage';
  if (states.includes('maintenance')) return 'maintenance';
  if (states.includes('degraded')) return 'degraded_performance';
  return up > 0 ? 'operational' : 'no_data';
}
