import type { IncidentDependencyLink } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

/**
 * An incident's parent incident and the dependents' incidents linked to it, for its detail. Only incidents of the
 * same team (or, without a team, the same owner) as the incident's website: what whoever sees this one may see.
 */
export async function incidentLinks(
  db: DbOrTx,
  incidentId: string,
): Promise<{ parent: IncidentDependencyLink | null; dependents: IncidentDependencyLink[] }> {
  const rows = await db.execute<{
    role: 'parent' | 'dependent';
    incident_id: string;
    website_id: string;
    name: string;
  }>(sql`
    with me as (
      select i.id, i.parent_incident_id, w.owner_id, w.team_id from incidents i join websites w on w.id = i.website_id
      where i.id = ${incidentId}::uuid
    )
    select 'parent' as role, o.id as incident_id, ow.id as website_id, ow.name, ow.name_key_cs
    from me join incidents o on o.id = me.parent_incident_id join websites ow on ow.id = o.website_id
    where ow.team_id is not distinct from me.team_id and (me.team_id is not null or ow.owner_id = me.owner_id)
    union all
    select 'dependent', o.id, ow.id, ow.name, ow.name_key_cs
    from me join incidents o on o.parent_incident_id = me.id join websites ow on ow.id = o.website_id
    where ow.team_id is not distinct from me.team_id and (me.team_id is not null or ow.owner_id = me.owner_id)
    order by 1, 5, 2`);
  const link = (row: { incident_id: string; website_id: string; name: string }): IncidentDependencyLink => ({
    incidentId: row.incident_id,
    website: { id: row.website_id, name: row.name },
  });
  const parent = rows.rows.find((row) => row.role === 'parent');
  return {
    parent: parent ? link(parent) : null,
    dependents: rows.rows.filter((row) => row.role === 'dependent').map(link),
  };
}
