// The incident engine and its queries. The websites module calls `listWebsiteIncidents` for a website's detail.
export { acknowledgeIncident, addIncidentNote, resolveIncidentByHand } from './actions';
export { ANY_REGION, COUNTER_CAP } from './counters';
export { processCheckOutcomes, resetIncidentCounters } from './engine';
export { incidentMessages } from './messages';
export {
  findVisibleIncident,
  incidentDetail,
  listIncidents,
  listWebsiteIncidents,
  openIncidentCounts,
  refuseIncident,
} from './queries';
export type { OutboxPayload, OutboxType } from './records';
