import { Badge, type BadgeProps } from "~/components/ui/badge";
import { WORKFLOW_LABELS, type WorkflowFacts, type WorkflowState, workflowStateOf } from "./workflow";

const VARIANT: Record<WorkflowState, BadgeProps["variant"]> = {
  draft: "secondary",
  returned: "destructive",
  submitted: "default",
  approved: "success",
  scheduled: "outline",
  published: "outline",
};

/** Issue 26: the article's workflow state ('Kladde', 'Til redigering' …) as a badge. */
export function WorkflowBadge({ article, now }: { article: WorkflowFacts; now: Date }) {
  const state = workflowStateOf(article, now);
  return (
    <Badge variant={VARIANT[state]} data-testid="workflow-state" data-state={state}>
      {WORKFLOW_LABELS[state]}
    </Badge>
  );
}
