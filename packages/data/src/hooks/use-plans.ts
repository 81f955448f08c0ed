import { keys } from '../keys';
import { useResource } from '../swr/use-resource';

/** GET /api/plans (data.plans); public, so no sign-in needed. */
export function usePlans() {
  const query = useResource(keys.plans());
  return { ...query, plans: query.data?.plans };
}

/** GET /api/plans/{id} (data.plan); 'Plán nebyl nalezen' on 404. */
export function usePlan(planId: string | null | undefined) {
  const query = useResource(planId ? keys.plan(planId) : null);
  return { ...query, plan: query.data?.plan };
}
