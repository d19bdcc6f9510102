import { CalendarClock, ClipboardList, FileClock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatClock } from "~/lib/relative-time";
import { AssignmentStatusBadges } from "./assignment-list";
import type { PlanningDayView } from "./assignment-queries.server";

function DayList({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof CalendarClock;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {title}
      </h3>
      <ul className="grid gap-1 text-sm">{children}</ul>
    </div>
  );
}

/** 'Planlægning' (issue 26): today and the next 7 days, one card per Copenhagen day. */
export function PlanningPage({ days }: { days: PlanningDayView[] }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold">Planlægning</h1>
        <p className="text-muted-foreground">
          Opgaver med deadline, artikler til redigering og planlagte artikler i dag og de næste 7 dage.
        </p>
      </div>
      {days.map((day) => {
        const empty = day.assignments.length + day.inReview.length + day.scheduled.length === 0;
        return (
          <Card key={day.key} data-testid="planning-day" data-day={day.key}>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">{day.label}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {empty ? <p className="text-sm text-muted-foreground">Intet planlagt</p> : null}
              {day.assignments.length > 0 ? (
                <DayList title="Opgaver" icon={ClipboardList}>
                  {day.assignments.map((a) => (
                    <li
                      key={a.id}
                      className="flex flex-wrap items-center gap-2"
                      data-testid="planning-assignment"
                    >
                      <span className="tabular-nums text-muted-foreground">{formatClock(a.deadline)}</span>
                      <Link to="/admin/opgaver" className="font-medium hover:underline">
                        {a.title}
                      </Link>
                      <span className="text-muted-foreground">· {a.assigneeName ?? "ingen"}</span>
                      <AssignmentStatusBadges row={a} />
                    </li>
                  ))}
                </DayList>
              ) : null}
              {day.inReview.length > 0 ? (
                <DayList title="Til redigering" icon={FileClock}>
                  {day.inReview.map((a) => (
                    <li key={a.id} data-testid="planning-review">
                      <Link to={`/admin/articles?rediger=${a.id}`} className="font-medium hover:underline">
                        {a.title}
                      </Link>
                      {a.author ? <span className="text-muted-foreground"> · {a.author}</span> : null}
                    </li>
                  ))}
                </DayList>
              ) : null}
              {day.scheduled.length > 0 ? (
                <DayList title="Planlagt" icon={CalendarClock}>
                  {day.scheduled.map((a) => (
                    <li key={a.id} className="flex flex-wrap gap-2" data-testid="planning-scheduled">
                      <span className="tabular-nums text-muted-foreground">{formatClock(a.at)}</span>
                      <Link to={`/admin/articles?rediger=${a.id}`} className="font-medium hover:underline">
                        {a.title}
                      </Link>
                    </li>
                  ))}
                </DayList>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
