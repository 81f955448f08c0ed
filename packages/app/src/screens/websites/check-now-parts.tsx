import { Button } from '@hlidka/ui';

/** The detail cards' "check now" button: its label, and another while the check runs. */
export function CheckNowButton(props: { running: boolean; onCheck: () => void; label: string; runningLabel: string }) {
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        onClick={props.onCheck}
        isLoading={props.running}
        loadingLabel={props.runningLabel}
      >
        {props.running ? props.runningLabel : props.label}
      </Button>
    </div>
  );
}

/** Why the check could not run, announced. */
export function CheckNowError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-destructive-text">
      {error}
    </p>
  ) : null;
}
